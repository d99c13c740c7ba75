import { DEFAULT_LOCALE, isLocale, type Locale } from "./locale";

/** The language in a page's context (gatsby-node gives every page its `locale`), else Spanish. */
export function localeOfContext(context: unknown): Locale {
  const locale = (context as { locale?: unknown } | null | undefined)?.locale;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/**
 * `<html lang>` of the HTML the host served, read once as the code starts: Gatsby's Head API
 * takes the attribute away and sets it again on every route change, and a language change is a
 * full page load (full-load-across-languages.ts), so the first reading holds for the document.
 */
const SERVED: Locale | null =
  typeof document !== "undefined" && isLocale(document.documentElement.lang)
    ? document.documentElement.lang
    : null;

/**
 * The page's language, for its body (src/wrap.tsx) and its head (each page's `Head`, through
 * Seo's `pageHead`) alike: its context's `locale`. Gatsby's router shows its one /404.html page
 * for any unknown path, also under /en/, where nginx serves the English 404 (/en/404.html,
 * deploy/policy.mjs): in the browser a not-found page keeps the language of the HTML the host
 * served (whose catalog gatsby-browser loaded), so it hydrates as it was prebuilt.
 */
export function pageLocale(context: unknown, notFound = false): Locale {
  return (notFound && SERVED) || localeOfContext(context);
}
