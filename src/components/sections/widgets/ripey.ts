// /ripey's widgets, in the page's own code (src/pages/ripey.tsx). The registry, far below the
// opening, hydrates near the viewport: its code comes with it, not with the page.
import { hydrateNearViewport } from "../../ui/hydrate-near-viewport";

export { RipeyCode } from "../RipeyCode";
export { DiplomaExample } from "../DiplomaExample";

export const RegistryWidget = hydrateNearViewport<object>(
  "registry",
  () => import(/* webpackChunkName: "registry" */ "../../registry/RegistryWidget"),
  // A link with a search (?nombre=…, ?lugar=…) is about the registry: its results at once.
  { atOnce: () => window.location.search.length > 1 },
);
