import type { Locale } from "./locale";

/**
 * The `lang` of an element holding the API's text, which stays Spanish: `"es"` on an English
 * page, nothing on a Spanish one (it inherits `<html lang="es">`).
 */
export const apiLang = (locale: Locale): "es" | undefined => (locale === "es" ? undefined : "es");
