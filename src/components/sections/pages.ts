import { useMessages } from "../../i18n/LocaleContext";
import type { Messages } from "../../i18n/types";

/**
 * What a section page (/about, /yoga, /iky, /kankueb, /ripey, /ishka) says about itself: route,
 * titles and the words of its mosaic header, in the page's language (the `sections` messages).
 */
export interface SectionPageInfo {
  /** The Spanish path; Seo and links make it the page's own language's. */
  path: string;
  /** The h1 and the document title. */
  title: string;
  kicker: string;
  lead: string;
  description: string;
}

export type SectionPageName = keyof Messages["sections"]["pages"];

/** This section page's info in the page's language. */
export function useSectionPageInfo(page: SectionPageName): SectionPageInfo {
  return { path: `/${page}/`, ...useMessages().sections.pages[page] };
}
