import { LOCALES, localizedPath } from "../i18n/locale";

/** Pages that are steps of a flow, not pages to find: in both languages. */
export const SITEMAP_EXCLUDES = [
  "/login-subscription/",
  "/success-subscription/",
  "/paiement/",
  "/confirm/*",
  "/event/*",
].flatMap((path) => [path, localizedPath(path, "en")]);
// Gatsby's 404 pages are left out by the plugin; their English twins are not known to it.
SITEMAP_EXCLUDES.push("/en/404/", "/en/404.html");

/** A sitemap entry, with the page in each language and `x-default` (Spanish) as alternates. */
export function sitemapEntry(path: string, siteUrl: string) {
  const url = (locale: (typeof LOCALES)[number]) => `${siteUrl}${localizedPath(path, locale)}`;
  return {
    url: path,
    changefreq: "daily",
    priority: 0.7,
    links: [
      ...LOCALES.map((lang) => ({ lang, url: url(lang) })),
      { lang: "x-default", url: url("es") },
    ],
  };
}
