// /ripey's widgets, in the page's own code (src/pages/ripey.tsx).
export { RipeyCode } from "../RipeyCode";
export { DiplomaExample } from "../DiplomaExample";
export { RegistryWidget } from "../../registry/RegistryWidget";
