import * as React from "react";
import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import { AuthProvider } from "./components/auth/AuthContext";
import { PanelProvider } from "./components/layout/PanelContext";
import { SubscriptionProvider } from "./components/subscription/SubscriptionProvider";
import { Layout } from "./components/layout/Layout";
import { LocaleProvider } from "./i18n/LocaleContext";
import { DEFAULT_LOCALE, isLocale, localeOfPath, type Locale } from "./i18n/locale";

/** The page's language: `locale` in its context (gatsby-node gives it to every page), else Spanish. */
const localeOf = (context: unknown): Locale => {
  const locale = (context as { locale?: unknown } | null)?.locale;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
};

/** Shared by gatsby-browser and gatsby-ssr so both render the same tree. */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] & GatsbySSR["wrapRootElement"] = ({
  element,
}) => (
  <AuthProvider>
    <PanelProvider>
      <SubscriptionProvider>{element}</SubscriptionProvider>
    </PanelProvider>
  </AuthProvider>
);

/**
 * Gatsby's router shows its one /404.html page for any unknown path, also under /en/, where the
 * host served the English 404 (/en/404.html, deploy/policy.mjs): a not-found page speaks the
 * language of the address it stands in for.
 */
const NOT_FOUND_PAGE = /^\/(en\/)?404(\.html|\/)?$/;

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"] = ({
  element,
  props,
}) => {
  const notFound = NOT_FOUND_PAGE.test((props as { path?: string }).path ?? "");
  const locale = notFound ? localeOfPath(props.location.pathname) : localeOf(props.pageContext);
  return (
    <LocaleProvider locale={locale} pathname={props.location.pathname}>
      <Layout>{element}</Layout>
    </LocaleProvider>
  );
};
