import es from "./es";
import en from "./en";
import type { Locale } from "./locale";
import type { Messages } from "./types";

/**
 * The catalog of a language. Both are bundled for now; loading only the page's own language
 * in the browser (a chunk per language, awaited before hydration) replaces this module.
 */
const CATALOGS: Record<Locale, Messages> = { es, en };

export const catalogOf = (locale: Locale): Messages => CATALOGS[locale];
