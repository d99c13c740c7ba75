import * as React from "react";
import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import { AuthProvider } from "./components/auth/AuthContext";
import { PanelProvider } from "./components/layout/PanelContext";
import { SubscriptionProvider } from "./components/subscription/SubscriptionContext";
import { Layout } from "./components/layout/Layout";
import { PageLocaleProvider } from "./i18n/LocaleContext";

/**
 * A page's `Head` element, which Gatsby wraps in wrapRootElement too (in a root of its own in the
 * browser): it gets `HeadProps`, the site's root element none of them.
 */
const isHeadElement = (element: React.ReactNode): boolean =>
  React.isValidElement(element) &&
  typeof element.props === "object" &&
  element.props !== null &&
  "pageContext" in element.props &&
  "location" in element.props;

/**
 * Shared by gatsby-browser and gatsby-ssr. The Head renders bare: it needs no provider, and a
 * second AuthProvider would check the stored session with the API again on every page.
 */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] & GatsbySSR["wrapRootElement"] = ({
  element,
}) =>
  isHeadElement(element) ? (
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
