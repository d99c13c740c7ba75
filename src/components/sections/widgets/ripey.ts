// /ripey's widgets: the registry, far below the opening, hydrates near the viewport.
import { hydrateNearViewport } from "../../ui/hydrate-near-viewport";

export { RipeyCode } from "../RipeyCode";
export { DiplomaExample } from "../DiplomaExample";

export const RegistryWidget = hydrateNearViewport<object>(
  "registry",
  () => import(/* webpackChunkName: "registry" */ "../../registry/RegistryWidget"),
  // A link with a search (?nombre=…, ?lugar=…) is about the registry: its results at once.
  { atOnce: () => window.location.search.length > 1 },
);
