import * as React from "react";
import L from "leaflet";
import { MapContainer, Marker, TileLayer, Tooltip } from "react-leaflet";
import "leaflet/dist/leaflet.css";
import { MAP_TILE_URL } from "../../config";
import type { LazyMapProps } from "./LazyMap";
import * as styles from "./LazyMap.module.css";

const TILE_ERROR =
  "Los mapas no están disponibles en este momento: no se pudieron cargar las teselas.";

// A CSS pin instead of Leaflet's default PNG icon, whose URL breaks under bundlers.
const pin = L.divIcon({
  className: styles.pin,
  html: '<span aria-hidden="true"></span>',
  iconSize: [28, 28],
  iconAnchor: [14, 28],
  tooltipAnchor: [0, -26],
});

/** The Leaflet part of LazyMap; loaded on demand only. */
export default function LeafletMap({
  center,
  zoom,
  minZoom = 2,
  maxZoom = 18,
  markers = [],
  onMarkerClick,
}: LazyMapProps) {
  const [tilesFailed, setTilesFailed] = React.useState(false);
  const failures = React.useRef(0);
  const eventHandlers = React.useMemo(
    () => ({
      tileerror: () => {
        failures.current += 1;
        if (failures.current >= 2) setTilesFailed(true);
      },
      tileload: () => {
        failures.current = 0;
        setTilesFailed(false);
      },
    }),
    [],
  );
  return (
    <>
      <MapContainer
        center={[center.lat, center.lng]}
        zoom={zoom}
        minZoom={minZoom}
        maxZoom={maxZoom}
        scrollWheelZoom={false}
        className={styles.map}
      >
        <TileLayer
          url={MAP_TILE_URL}
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
          minZoom={minZoom}
          maxZoom={maxZoom}
          eventHandlers={eventHandlers}
        />
        {markers.map((marker) => (
          <Marker
            key={marker.id}
            position={[marker.lat, marker.lng]}
            icon={pin}
            title={marker.title}
            alt={marker.title}
            keyboard
            eventHandlers={
              onMarkerClick
                ? {
                    click: () => onMarkerClick(marker.id),
                    // Leaflet makes a keyboard marker focusable but only a bound popup hears
                    // Enter; a marker that acts as a button answers Enter and Space too.
                    keypress: (event) => {
                      const key = (event.originalEvent as KeyboardEvent).key;
                      if (key !== "Enter" && key !== " ") return;
                      event.originalEvent.preventDefault();
                      onMarkerClick(marker.id);
                    },
                  }
                : undefined
            }
          >
            <Tooltip>{marker.title}</Tooltip>
          </Marker>
        ))}
      </MapContainer>
      {tilesFailed && (
        <p className={styles.message} role="status">
          {TILE_ERROR}
        </p>
      )}
    </>
  );
}
