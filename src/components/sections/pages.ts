/**
 * What a section page (/about, /yoga, /iky, /kankueb, /ripey, /ishka) says about itself: route,
 * titles and the words of its mosaic header. Each page file holds its own, so a page's
 * JavaScript carries no other page's words.
 */
export interface SectionPageInfo {
  path: string;
  /** The h1 and the document title. */
  title: string;
  kicker: string;
  lead: string;
  description: string;
}
