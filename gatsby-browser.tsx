import type { GatsbyBrowser } from "gatsby";
import "@fontsource/cormorant-garamond/500.css";
import "@fontsource/cormorant-garamond/600.css";
import "@fontsource/nunito-sans/400.css";
import "@fontsource/nunito-sans/700.css";
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
