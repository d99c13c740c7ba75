// Imported by LeafletMap.tsx before Leaflet, which tests for inline SVG with innerHTML as its
// module runs: its markup is known to the Trusted Types `default` policy before then.
import { LEAFLET_MARKUP } from "../../lib/leaflet-markup";
import { allowMarkup } from "../layout/trusted-types";

allowMarkup(LEAFLET_MARKUP);
