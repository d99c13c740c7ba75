import type { GatsbyBrowser } from "gatsby";
// Latin subsets only (Spanish needs nothing else): the full files add Cyrillic and Vietnamese
// faces small enough for webpack to inline as base64, and Gatsby inlines the global CSS into
// every page, so they cost ~150 KB of HTML per page (measured by `npm run bench`).
import "@fontsource/cormorant-garamond/latin-500.css";
import "@fontsource/cormorant-garamond/latin-600.css";
import "@fontsource/nunito-sans/latin-400.css";
import "@fontsource/nunito-sans/latin-700.css";
import "./src/styles/global.css";

export { wrapRootElement, wrapPageElement } from "./src/wrap";

/** Every route change starts at the top (spec §2); back/forward and #anchors keep Gatsby's behaviour. */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) => {
  const { location } = routerProps;
  const action = (routerProps as { action?: string }).action;
  if (location.hash) return true;
  if (action === "POP") return true;
  return [0, 0];
};
