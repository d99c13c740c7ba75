import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { Evento } from "../../school-api/types";
import { API_URL } from "../../config";
import { paths } from "../../school-api/paths";

/** An image either processed at build time or, for events newer than the build, from the API. */
export interface ImageView {
  image: IGatsbyImageData | null;
  src: string | null;
  alt: string;
}

/** What the event components show: the API's fields plus their images. */
export type EventView = Evento & { cover: ImageView | null; gallery: ImageView[] };

type ImageFile = {
  readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null;
} | null;

const fromFile = (file: ImageFile, alt: string): ImageView | null =>
  file?.childImageSharp ? { image: file.childImageSharp.gatsbyImageData, src: null, alt } : null;

/** From the data layer (prebuilt pages). */
export function eventViewFromNode(
  node: Omit<Evento, "fechas"> & {
    readonly fechas: Evento["fechas"];
    readonly imagenCoberturaFile?: ImageFile;
    readonly imagenesFiles?: readonly ImageFile[];
  },
): EventView {
  const { imagenCoberturaFile, imagenesFiles, ...evento } = node;
  const title = evento.resumen ?? "Evento";
  return {
    ...evento,
    cover: fromFile(imagenCoberturaFile ?? null, ""),
    gallery: (imagenesFiles ?? [])
      .map((file, i) => fromFile(file, `${title}: imagen ${i + 1}`))
      .filter((view): view is ImageView => view !== null),
  };
}

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
