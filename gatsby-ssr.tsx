import type { GatsbySSR } from "gatsby";
import { fontHeadComponents } from "./src/components/layout/fonts";
import { localeOfPath } from "./src/i18n/locale";

export { wrapRootElement, wrapPageElement } from "./src/wrap";

/**
 * `<html lang>` of each page: English under /en/, Spanish elsewhere, as its context's `locale`
 * says (src/node/on-create-page.ts and create-pages.ts give pages their locale by the same rule);
 * the 404 and the client-only pages, which have no Seo of their own before they load, included.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
  pathname,
}) => {
  setHtmlAttributes({ lang: localeOfPath(pathname) });
  setHeadComponents(fontHeadComponents);
};
