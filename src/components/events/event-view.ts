import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { Evento } from "../../school-api/types";

/** An image processed at build time, or from the API for newer events (./EventDetailInBrowser.tsx). */
export interface ImageView {
  image: IGatsbyImageData | null;
  src: string | null;
}

/** What the event components show: the API's fields plus their images. */
export type EventView = Evento & { cover: ImageView | null; gallery: ImageView[] };

type ImageFile = Queries.EventDetailFieldsFragment["imagenCoberturaFile"];

const fromFile = (file: ImageFile | undefined): ImageView | null =>
  file?.childImageSharp ? { image: file.childImageSharp.gatsbyImageData, src: null } : null;

/** From the data layer (prebuilt pages). */
export function eventViewFromNode(
  node: Evento & {
    readonly imagenCoberturaFile?: ImageFile;
    readonly imagenesFiles?: readonly ImageFile[];
  },
): EventView {
  const { imagenCoberturaFile, imagenesFiles, ...evento } = node;
  return {
    ...evento,
    cover: fromFile(imagenCoberturaFile),
    gallery: (imagenesFiles ?? []).map(fromFile).filter((view) => view !== null),
  };
}
