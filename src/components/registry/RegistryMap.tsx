import * as React from "react";
import { LazyMap } from "../map/LazyMap";
import type { ClusterPoint } from "../../lib/map-clusters";
import { fullName, placeOf, type RegistryEntry } from "../../lib/registry-search";
import * as styles from "./Registry.module.css";
import { useNearViewport } from "../../hooks/use-near-viewport";
import { useLocale, useMessages } from "../../i18n/LocaleContext";
import type { Messages } from "../../i18n/types";
import { fill } from "../../i18n/message";

// Wide enough to hold the Americas and Spain at the smallest zoom of docs/product.md §9.
const CENTER = { lat: 14, lng: -42 };

// Each teacher's marker is made once per page's texts and reused by every search: the map keeps
// its cached cluster data for them.
type Markers = WeakMap<RegistryEntry, ClusterPoint | null>;
const markersByText = new WeakMap<Messages["registry"], Markers>();
function markerOf(t: RegistryEntry, r: Messages["registry"]): ClusterPoint | null {
  const markers: Markers = markersByText.get(r) ?? new WeakMap();
  markersByText.set(r, markers);
  if (!markers.has(t)) {
    const { latitud: lat, longitud: lng } = t;
    const title = `${fullName(t, r.noName)} — ${placeOf(t, r.noPlace)}`;
    markers.set(t, lat === null || lng === null ? null : { id: String(t.order), lat, lng, title });
  }
  return markers.get(t) ?? null;
}

interface RegistryMapProps {
  teachers: readonly RegistryEntry[];
  /** The map is about to be seen: time to fetch every teacher's marker. */
  onNear: () => void;
  onOpen: (order: number) => void;
}

/** The teachers the search shows, on a map. Memoised: the table's state stays out. */
export const RegistryMap = React.memo(function RegistryMap({
  teachers,
  onNear,
  onOpen,
}: RegistryMapProps) {
  const r = useMessages().registry;
  const { intl } = useLocale();
  const ref = React.useRef<HTMLDivElement>(null);

  // LazyMap loads Leaflet 400 px ahead; the full list a little earlier.
  const near = useNearViewport(ref, { rootMargin: "600px 0px" });
  React.useEffect(() => {
    if (near) onNear();
  }, [near, onNear]);

  const markers = React.useMemo(
    () => teachers.map((t) => markerOf(t, r)).filter((marker) => marker !== null),
    [teachers, r],
  );
  const onMarkerClick = React.useCallback((id: string) => onOpen(Number(id)), [onOpen]);

  return (
    <div ref={ref} className={styles.mapBlock}>
      <LazyMap
        label={r.mapLabel}
        center={CENTER}
        zoom={2}
        markers={markers}
        fit
        onMarkerClick={onMarkerClick}
      />
      <p className={styles.mapNote}>
        {fill(r.onMap, { n: markers.length }, intl)} {r.onlyInList}
      </p>
    </div>
  );
});
