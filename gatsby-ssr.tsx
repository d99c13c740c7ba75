import type { GatsbySSR } from "gatsby";
import { fontHeadComponents } from "./src/components/layout/fonts";
import { localeOfPath } from "./src/i18n/locale";

export { wrapRootElement, wrapPageElement } from "./src/wrap";

/**
 * `<html lang>` of each page: English under /en/, Spanish elsewhere, as its context's `locale`
 * says (src/node/on-create-page.ts and create-pages.ts give pages their locale by the same rule).
 * Each page's `Head` (Seo) says the same; this holds for any page that would lack one.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
  pathname,
}) => {
  setHtmlAttributes({ lang: localeOfPath(pathname) });
  setHeadComponents(fontHeadComponents);
};
