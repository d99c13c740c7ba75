import * as React from "react";
import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import { AuthProvider } from "./components/auth/AuthContext";
import { PanelProvider } from "./components/layout/PanelContext";
import { SubscriptionProvider } from "./components/subscription/SubscriptionProvider";
import { Layout } from "./components/layout/Layout";
import { LocaleProvider } from "./i18n/LocaleContext";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./i18n/locale";

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
 * Gatsby's router shows its one /404.html page for any unknown path, also under /en/, where
 * nginx serves the English 404 (/en/404.html, deploy/policy.mjs): in the browser a not-found
 * page keeps the language of the HTML the host served (its `<html lang>`, whose catalog
 * gatsby-browser loaded), so it hydrates as it was prebuilt.
 */
const NOT_FOUND_PAGE = /^\/(en\/)?404(\.html|\/)?$/;
const servedLocale = (): Locale | null => {
  if (typeof document === "undefined") return null;
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : null;
};

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"] = ({
  element,
  props,
}) => {
  const notFound = NOT_FOUND_PAGE.test((props as { path?: string }).path ?? "");
  const locale = (notFound && servedLocale()) || localeOf(props.pageContext);
  return (
    <LocaleProvider locale={locale} pathname={props.location.pathname}>
      <Layout>{element}</Layout>
    </LocaleProvider>
  );
};
