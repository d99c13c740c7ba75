/** Spanish at the root (`/yoga/`), English under `/en/`, some slugs translated (`/en/privacy/`). */
export const LOCALES = ["es", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "es";

/** The BCP 47 tag handed to `Intl` (dates, numbers, currencies, plural rules). */
export const INTL_LOCALE: Record<Locale, string> = { es: "es-CO", en: "en-GB" };

/** `og:locale` of each language. */
export const OG_LOCALE: Record<Locale, string> = { es: "es_CO", en: "en_GB" };

/** Spanish path → English path without the `/en` prefix, where the slug itself is translated. */
const ENGLISH_SLUGS: Record<string, string> = {
  "/privacidad/": "/privacy/",
  "/terminos/": "/terms/",
};
const SPANISH_SLUGS = Object.fromEntries(Object.entries(ENGLISH_SLUGS).map(([es, en]) => [en, es]));

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (LOCALES as readonly string[]).includes(value);

/** The language of a site path: `/en` and everything below it is English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "es";
}

/** The Spanish path of any site path (`/en/privacy/` → `/privacidad/`, `/yoga/` → `/yoga/`). */
export function spanishPath(pathname: string): string {
  if (localeOfPath(pathname) === "es") return pathname;
  const bare = pathname.slice("/en".length) || "/";
  return matchSlug(bare, SPANISH_SLUGS);
}

/**
 * The same page in `locale`: `localizedPath("/privacidad/", "en")` is `/en/privacy/`,
 * `localizedPath("/en/events/42/", "es")` is `/events/42/`. Query and hash are kept.
 */
export function localizedPath(pathname: string, locale: Locale): string {
  const [, path = "/", rest = ""] = /^([^?#]*)(.*)$/.exec(pathname) ?? [];
  const spanish = spanishPath(path || "/");
  if (locale === "es") return spanish + rest;
  const english = matchSlug(spanish, ENGLISH_SLUGS);
  return (english === "/" ? "/en/" : `/en${english}`) + rest;
}

const matchSlug = (pathname: string, slugs: Record<string, string>): string =>
  Object.entries(slugs).find(
    ([from]) => pathname === from || pathname === from.slice(0, -1),
  )?.[1] ?? pathname;
