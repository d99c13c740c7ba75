// /ripey's widgets, fetched together in one chunk once the page runs (src/pages/ripey.tsx).
export { RipeyCode } from "../RipeyCode";
export { DiplomaExample } from "../DiplomaExample";
export { RegistryWidget } from "../../registry/RegistryWidget";
