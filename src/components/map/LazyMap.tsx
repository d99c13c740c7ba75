import * as React from "react";
import type { ClusterPoint } from "../../lib/map-clusters";
import * as styles from "./LazyMap.module.css";
import { useNearViewport } from "../../hooks/use-near-viewport";
import { useMessages } from "../../i18n/LocaleContext";

export interface LazyMapProps {
  /** Accessible name of the map region. */
  label: string;
  center: { lat: number; lng: number };
  zoom: number;
  markers: readonly ClusterPoint[];
  /** Open fitted to the markers (and refit when they change) instead of at center/zoom. */
  fit?: boolean;
  onMarkerClick?: (id: string) => void;
  className?: string;
}

// Leaflet touches `window` on import: imported after mount only, when the map nears the viewport.
// When its code cannot load (offline, blocked), the map says so in its place.
const LeafletMap = React.lazy(() =>
  import("./LeafletMap").catch(() => ({ default: MapUnavailable })),
);

function MapUnavailable(_: LazyMapProps) {
  return (
    <p className={styles.message} role="status">
      {useMessages().map.unavailable}
    </p>
  );
}

/** A map that reserves its height at first paint; Leaflet, its CSS and tiles load within 400 px. */
export function LazyMap(props: LazyMapProps) {
  const ref = React.useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, { rootMargin: "400px 0px" });
  const t = useMessages().map;

  const placeholder = (
    <p className={styles.placeholder} aria-hidden="true">
      {t.loading}
    </p>
  );
  return (
    <div
      ref={ref}
      className={`${styles.frame} ${props.className ?? ""}`}
      role="region"
      aria-label={props.label}
    >
      {near ? (
        <React.Suspense fallback={placeholder}>
          <LeafletMap {...props} />
        </React.Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
