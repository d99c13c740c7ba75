import es from "./es";
import en from "./en";
import type { Locale } from "./locale";
import type { Messages } from "./types";

/**
 * The catalog of a language, for the prebuilt HTML (both languages' pages are rendered by the
 * same bundle) and for jest. In the browser, ./catalogs.browser.ts takes this module's place
 * (src/node/on-create-webpack-config.ts): a page loads its own language's chunk alone.
 */
const CATALOGS: Record<Locale, Messages> = { es, en };

export const catalogOf = (locale: Locale): Messages => CATALOGS[locale];

/** Both are there already; the browser's module fetches the chunk (same signature). */
export const loadCatalog = (locale: Locale): Promise<Messages> => Promise.resolve(CATALOGS[locale]);
