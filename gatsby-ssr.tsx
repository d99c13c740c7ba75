import type { GatsbySSR } from "gatsby";
import { fontHeadComponents } from "./src/components/layout/fonts";
import { renderSeoHead } from "./src/components/layout/Seo";

export { wrapRootElement, wrapPageElement } from "./src/wrap";

// Runs after the page has rendered: the Seo it rendered is known (see Seo.tsx).
export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: "es" });
  setHeadComponents([...renderSeoHead(), ...fontHeadComponents]);
};
