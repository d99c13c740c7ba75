import type { Evento } from "../../school-api/types";
import { API_URL } from "../../config";
import { paths } from "../../school-api/routes";
import type { EventView } from "./event-view";

/** From the API at run time (events created after the build). */
export function eventViewFromApi(evento: Evento): EventView {
  const view = (name: string) => ({ image: null, src: `${API_URL}${paths.imagen(name)}` });
  return {
    ...evento,
    cover: evento.imagenCobertura ? view(evento.imagenCobertura) : null,
    gallery: evento.imagenes.map(view),
  };
}
