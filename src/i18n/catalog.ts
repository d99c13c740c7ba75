import es from "./es";
import en from "./en";
import type { Locale } from "./locale";
import type { Messages, PageMessages } from "./types";

// Both catalogs, for the build: each page's context carries its language's messages, which reach
// the browser in page-data.json. Nothing the browser runs imports this: no strings ship as JS.
const CATALOGS: Record<Locale, Messages> = { es, en };

export const catalogOf = (locale: Locale): Messages => CATALOGS[locale];

/** One object per language, which every page's context shares while the build holds them. */
const PAGE_MESSAGES = Object.fromEntries(
  Object.entries(CATALOGS).map(([locale, { consent: _buildOnly, ...page }]) => [locale, page]),
) as Record<Locale, PageMessages>;

/** The messages a page of `locale` carries in its context. */
export const pageMessages = (locale: Locale): PageMessages => PAGE_MESSAGES[locale];
