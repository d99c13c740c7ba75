import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { Evento } from "../../school-api/types";

/** An image processed at build time, or from the API for newer events (./event-view-api.ts). */
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
