import type { GatsbyNode, Page } from "gatsby";
import { pageMessages } from "../i18n/catalog";
import { localizedPath } from "../i18n/locale";

// Every page of src/pages also under /en/, with its language and strings in the context (so in
// page-data.json) for wrapPageElement and the queries' `$locale`. Pages with a locale are left.
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
