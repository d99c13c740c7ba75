import es from "./es";
import en from "./en";
import type { Locale } from "./locale";
import type { Messages, PageMessages } from "./types";

/**
 * Both catalogs, for the build: gatsby-node gives each page its language's messages in its
 * context, so they reach the browser in the page's page-data.json (src/wrap.tsx reads them
 * there). Nothing the browser runs imports this module: no strings ship as JavaScript.
 */
const CATALOGS: Record<Locale, Messages> = { es, en };

export const catalogOf = (locale: Locale): Messages => CATALOGS[locale];

/** The messages a page of `locale` carries in its context. */
export function pageMessages(locale: Locale): PageMessages {
  const { consent: _buildOnly, ...messages } = CATALOGS[locale];
  return messages;
}
