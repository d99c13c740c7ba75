import type { GatsbySSR } from "gatsby";

export { wrapRootElement, wrapPageElement } from "./src/wrap";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "es" });
};
