import * as React from "react";
import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import { AuthProvider } from "./components/auth/AuthContext";
import { PanelProvider } from "./components/layout/PanelContext";
import { SubscriptionProvider } from "./components/subscription/SubscriptionContext";
import { Layout } from "./components/layout/Layout";
import { PageLocaleProvider } from "./i18n/LocaleContext";

/**
 * Shared by gatsby-browser and gatsby-ssr. A page's `Head` (told by its props) renders bare: a
 * second AuthProvider would check the stored session with the API again on every page.
 */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] & GatsbySSR["wrapRootElement"] = ({
  element,
}) =>
  React.isValidElement<object>(element) &&
  "pageContext" in element.props &&
  "location" in element.props ? (
    element
  ) : (
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
  <PageLocaleProvider pageContext={props.pageContext} pathname={props.location.pathname}>
    <Layout>{element}</Layout>
  </PageLocaleProvider>
);
