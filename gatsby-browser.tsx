import * as React from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { GatsbyBrowser } from "gatsby";
// The fonts' @font-face rules and preloads are in the prebuilt HTML (gatsby-ssr.tsx).
import "./src/styles/global.css";
import { askWhenIdle, trackRoute } from "./src/components/consent/consent";
import { loadAreas } from "./src/i18n/LocaleContext";
import { fullLoadAcrossLanguages } from "./src/i18n/full-load-across-languages";
import { loadAreasBeforeNavigating } from "./src/i18n/areas-before-navigation";
import { shownLocale } from "./src/i18n/locale";
import { areasOfPath } from "./src/i18n/page-areas";
import {
  hasPrebuiltPage,
  keepFragmentChangesFromTheRouter,
  markFirstRenderDone,
  noteRouteShown,
} from "./src/lib/first-render";

import { createDefaultPolicy } from "./src/components/layout/trusted-types";

export { wrapRootElement, wrapPageElement } from "./src/wrap";

// Trusted Types are enforced (deploy/policy.mjs): the `default` policy exists before React and
// Gatsby's Head write their first string into the page.
if (typeof window !== "undefined") createDefaultPolicy();

/**
 * Hydration as a transition, as Next.js does: React then hydrates the prebuilt page in slices
 * of a few milliseconds, yielding between them, instead of one task of a few hundred on a slow
 * phone. The browser paints the page's main image in between (LCP) and answers input (TBT); a
 * click that lands before a part is hydrated makes React hydrate that part at once, so it is
 * not lost. Client-only routes have no prebuilt HTML and are rendered as Gatsby would.
 *
 * It starts as soon as the page's code is there: the widgets' code is part of the page's (a
 * wait for widgets fetched in chunks of their own delayed it by a round trip or more, up to
 * 3 s).
 */
function hydrateAsTransition(element: React.ReactNode, container: Element | null) {
  if (!container) return;
  if (!hasPrebuiltPage()) {
    createRoot(container).render(element);
    return;
  }
  React.startTransition(() => {
    hydrateRoot(container, element);
  });
}

// Gatsby's type still describes React 17's ReactDOM.render; Gatsby 5 calls it as (element, el).
type Renderer = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateAsTransition as unknown as Renderer;

/**
 * The catalog areas the page reads (src/i18n/page-areas.ts), in its language only
 * (src/i18n/catalogs.browser.ts): their chunks are requested as this module runs, beside the
 * page's data, and Gatsby awaits onClientEntry's promise before the first render, so hydration
 * reads the strings the prebuilt HTML shows. `<html lang>` is the page's language (gatsby-ssr).
 */
const catalogReady =
  typeof document === "undefined"
    ? Promise.resolve()
    : loadAreas(shownLocale(), areasOfPath(window.location.pathname));
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  keepFragmentChangesFromTheRouter();
  return catalogReady;
};

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
  markFirstRenderDone();
  // A link to a page of the same language waits for that page's catalog areas; a link to the
  // other language's page loads it in full (its catalog, its <html lang>).
  loadAreasBeforeNavigating();
  fullLoadAcrossLanguages();
  askWhenIdle();
};

/** Counts every route once accepted, the first included: its path only, never the query. */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  noteRouteShown(location);
  trackRoute(location.pathname);
};
