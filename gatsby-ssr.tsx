import type { GatsbySSR } from "gatsby";
import { fontHeadComponents } from "./src/components/layout/fonts";
import { widgetsReady } from "./src/components/ui/LazyWidget";

export { wrapRootElement, wrapPageElement } from "./src/wrap";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: "es" });
  setHeadComponents(fontHeadComponents);
};

/**
 * Runs before Gatsby renders each page, once its modules are loaded, and renders nothing itself
 * (Gatsby then renders as usual): it waits for the code of the page's lazy widgets, so the
 * render never suspends and react-helmet's head stays the page's own (see lazyWidget).
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = async () => {
  await widgetsReady();
};
