import * as React from "react";
import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import { AuthProvider } from "./components/auth/AuthContext";
import { PanelProvider } from "./components/layout/PanelContext";
import { SubscriptionProvider } from "./components/subscription/SubscriptionProvider";
import { Layout } from "./components/layout/Layout";

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
}) => <Layout>{element}</Layout>;
