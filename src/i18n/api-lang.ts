import type { Locale } from "./locale";

/** `"es"` on an English page for an element holding the API's text (Spanish); else inherited. */
export const apiLang = (locale: Locale): "es" | undefined => (locale === "es" ? undefined : "es");
