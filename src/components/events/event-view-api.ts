import type { Evento } from "../../school-api/types";
import { API_URL } from "../../config";
import { paths } from "../../school-api/paths";
import type { EventView } from "./event-view";

/** From the API at run time (events created after the build). */
export function eventViewFromApi(evento: Evento): EventView {
  const title = evento.resumen ?? "Evento";
  const url = (name: string) => `${API_URL}${paths.imagen(name)}`;
  return {
    ...evento,
    cover: evento.imagenCobertura
      ? { image: null, src: url(evento.imagenCobertura), alt: "" }
      : null,
    gallery: evento.imagenes.map((name, i) => ({
      image: null,
      src: url(name),
      alt: `${title}: imagen ${i + 1}`,
    })),
  };
}
