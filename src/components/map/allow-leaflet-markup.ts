// Imported first by LeafletMap.tsx, before Leaflet itself: Leaflet tests for inline SVG with
// innerHTML as its module runs, so its markup is known to the Trusted Types `default` policy
// before then, and only on pages that load the map.
import { LEAFLET_MARKUP } from "../../lib/leaflet-markup";
import { allowMarkup } from "../layout/trusted-types";

allowMarkup(LEAFLET_MARKUP);
