import * as React from "react";
import type { GatsbySSR } from "gatsby";
import { siteHeadComponents } from "./src/components/layout/site-head";
import { ConsentBanner } from "./src/components/consent/ConsentBanner";
import { analyticsEnabled } from "./src/components/consent/consent";
import { localeOfPath } from "./src/i18n/locale";

export { wrapRootElement, wrapPageElement } from "./src/wrap";

/**
 * `<html lang>` of each page: English under /en/, Spanish elsewhere, as its context's `locale`
 * says (src/node/on-create-page.ts and create-pages.ts give pages their locale by the same rule).
 * Each page's `Head` (Seo) says the same; this holds for any page that would lack one.
 *
 * With analytics (GATSBY_ANALYTICS_ID), the cookie banner first in the body, hidden, in that same
 * language: outside React's root, it never takes part in hydration, and the browser shows it
 * with a few lines of DOM code (src/components/consent/banner.ts) instead of fetching a React
 * component and its words. The 404 page at /en/404.html is English, as nginx serves it for
 * unknown paths under /en/ (PageLocaleProvider, src/i18n/LocaleContext.tsx).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
  setPreBodyComponents,
  pathname,
}) => {
  const locale = localeOfPath(pathname);
  setHtmlAttributes({ lang: locale });
  setHeadComponents(siteHeadComponents);
  if (analyticsEnabled()) setPreBodyComponents([<ConsentBanner key="consent" locale={locale} />]);
};
