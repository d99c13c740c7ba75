import type { Locale } from "./locale";

/**
 * The `lang` of an element holding the API's text (plan names and features, registry entries,
 * event titles), which stays Spanish as sent: `"es"` on a page in another language, nothing on
 * a Spanish page (it inherits `<html lang="es">`). `<strong lang={apiLang(locale)}>`.
 */
export const apiLang = (locale: Locale): "es" | undefined => (locale === "es" ? undefined : "es");
