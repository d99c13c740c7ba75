// First: Leaflet's markup is known to the Trusted Types policy before Leaflet runs.
import "./allow-leaflet-markup";
import * as React from "react";
import { MapContainer, TileLayer } from "react-leaflet";
import "leaflet/dist/leaflet.css";
import { MAP_TILE_URL } from "../../config";
import { TILE_ATTRIBUTION } from "../../lib/leaflet-markup";
import { ClusterMarkers } from "./ClusterMarkers";
import type { LazyMapProps } from "./LazyMap";
import * as styles from "./LazyMap.module.css";
import { useMessages } from "../../i18n/LocaleContext";

/** The Leaflet part of LazyMap; loaded on demand only. */
export default function LeafletMap({ center, zoom, ...props }: LazyMapProps) {
  const t = useMessages().map;
  // Loaded after mount only. Without motion, Leaflet neither glides nor fades.
  const moving = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  // Failed tiles in a row: from two on, the map says the tiles cannot be had.
  const [failures, setFailures] = React.useState(0);
  const eventHandlers = React.useMemo(
    () => ({ tileerror: () => setFailures((n) => n + 1), tileload: () => setFailures(0) }),
    [],
  );
  return (
    <>
      <MapContainer
        center={[center.lat, center.lng]}
        zoom={zoom}
        minZoom={2}
        maxZoom={18}
        scrollWheelZoom={false}
        zoomAnimation={moving}
        fadeAnimation={moving}
        markerZoomAnimation={moving}
        className={styles.map}
      >
        <TileLayer
          url={MAP_TILE_URL}
          attribution={TILE_ATTRIBUTION}
          eventHandlers={eventHandlers}
        />
        <ClusterMarkers {...props} />
      </MapContainer>
      {failures >= 2 && (
        <p className={styles.message} role="status">
          {t.tilesFailed}
        </p>
      )}
    </>
  );
}
