import type { GatsbyNode, Page } from "gatsby";
import { pageMessages } from "../i18n/catalog";
import { localizedPath } from "../i18n/locale";

/**
 * Every page of src/pages exists in both languages: the Spanish one where it is (its context
 * gains `locale: "es"`) and its English twin under /en/ (`/login/` → `/en/login/`, the 404 →
 * `/en/404/` and `/en/404.html`), client-only match paths included (`/events/:id` →
 * `/en/events/:id`). The page's language and its interface strings travel in its context, and
 * so in its page-data.json: wrapPageElement gives them to the components (src/wrap.tsx) and the
 * page queries read the language as `$locale`.
 * Pages created with a locale already (create-pages.ts) are left alone.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if ((page.context as { locale?: unknown } | undefined)?.locale) return;
  const { createPage, deletePage } = actions;
  deletePage(page);
  createPage({ ...page, context: { ...page.context, locale: "es", messages: pageMessages("es") } });
  // Gatsby's own page of `gatsby develop` lists the site's pages: one, Spanish, is enough.
  if (!page.path.startsWith("/dev-404-page")) createPage(englishTwin(page));
};

/** The English page of a Spanish page of src/pages. */
export function englishTwin(page: Page): Page {
  return {
    ...page,
    path: localizedPath(page.path, "en"),
    ...(page.matchPath ? { matchPath: `/en${page.matchPath}` } : {}),
    context: { ...page.context, locale: "en", messages: pageMessages("en") },
  };
}
