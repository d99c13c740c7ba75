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

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"] = ({
  element,
  props,
}) => (
  <LocaleProvider locale={localeOf(props.pageContext)}>
    <Layout>{element}</Layout>
  </LocaleProvider>
);
