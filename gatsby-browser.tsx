import type { GatsbyBrowser } from "gatsby";
// The fonts' @font-face rules and preloads are in the prebuilt HTML (gatsby-ssr.tsx).
import "./src/styles/global.css";
import { askWhenIdle, trackRoute } from "./src/components/consent/consent";
import { pageHydration } from "./src/components/ui/hydrate-near-viewport";

import { createDefaultPolicy } from "./src/components/layout/trusted-types";

export { wrapRootElement, wrapPageElement } from "./src/wrap";

// Trusted Types are enforced (deploy/policy.mjs): the `default` policy exists before React and
// Gatsby's Head write their first string into the page.
if (typeof window !== "undefined") createDefaultPolicy();

// Gatsby's type still describes React 17's ReactDOM.render; Gatsby 5 calls it as (element, el).
type Renderer = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  pageHydration.hydrate as Renderer;

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => pageHydration.onClientEntry();

/** Every route change starts at the top (docs/product.md §2); back/forward and #anchors keep Gatsby's behaviour. */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) => {
  const { location } = routerProps;
  const action = (routerProps as { action?: string }).action;
  if (location.hash) return true;
  if (action === "POP") return true;
  // A new page appears at its top at once: the site's smooth scrolling is for in-page anchors,
  // not for leaving the previous page.
  window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  return false;
};

/**
 * Analytics only after consent (src/components/consent/): a first visit meets the banner once
 * the page has painted; nothing is fetched from the analytics provider before "Aceptar".
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  pageHydration.onInitialClientRender();
  askWhenIdle();
};

/** Counts every route once accepted, the first included: its path only, never the query. */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  pageHydration.onRouteUpdate(location);
  trackRoute(location.pathname);
};
