// What gatsby-browser tells the parts hydrated near the viewport
// (src/components/ui/hydrate-near-viewport.tsx), kept apart from them so that every page's
// first-load code carries these few lines and not the parts' wrapper.

/**
 * Whether the page's first render is over. gatsby-browser's onInitialClientRender sets it: a
 * part rendered after that (an in-app navigation) has no prebuilt HTML to keep and loads at once.
 */
let done = false;
export function markFirstRenderDone() {
  done = true;
}
export const firstRenderDone = () => done;

/** Whether the document holds a prebuilt page (a client-only route's holds none). */
export const hasPrebuiltPage = (doc: Document = document): boolean =>
  (doc.getElementById("gatsby-focus-wrapper")?.children.length ?? 0) > 0;

/**
 * A change of the URL's fragment alone (a link to #planning, the back button after it) is no
 * navigation: the browser scrolls to the anchor and the page stays. Gatsby's router would still
 * take it as a new location and render the whole page again, with new context values that
 * reach the parts still waiting for their code, and React would drop their prebuilt HTML
 * (src/components/ui/hydrate-near-viewport.tsx). Such a `popstate` stops here, before the router's own listener (a
 * capturing listener on the window runs first); one that changes the path or the query goes on.
 */
export function keepFragmentChangesFromTheRouter(win: Window = window) {
  shown = win.location.pathname + win.location.search;
  win.addEventListener(
    "popstate",
    (event) => {
      if (win.location.pathname + win.location.search === shown) event.stopImmediatePropagation();
    },
    true,
  );
}

/** The path and query of the page the router shows (gatsby-browser's onRouteUpdate). */
let shown = "";
export function noteRouteShown(location: { pathname: string; search: string }) {
  shown = location.pathname + location.search;
}
