import type { GatsbySSR } from "gatsby";
import { fontHeadComponents } from "./src/components/layout/fonts";

export { wrapRootElement, wrapPageElement } from "./src/wrap";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: "es" });
  setHeadComponents(fontHeadComponents);
};
