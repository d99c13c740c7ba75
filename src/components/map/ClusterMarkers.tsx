import * as React from "react";
import L from "leaflet";
import { useMap } from "react-leaflet";
import {
  createClusterIndex,
  viewBox,
  type ClusterIndex,
  type MapItem,
} from "../../lib/map-clusters";
import { PIN_MARKUP } from "../../lib/leaflet-markup";
import type { LazyMapProps } from "./LazyMap";
import * as styles from "./Clusters.module.css";
import { useLocale, useMessages } from "../../i18n/LocaleContext";
import type { PageMessages } from "../../i18n/types";
import { fill } from "../../i18n/message";

/** The map's words and the page's `Intl` tag, for the markers drawn outside React. */
type MapText = PageMessages["map"] & { intl: string };

/** A cluster this small opens its list at once; a bigger one zooms in first. */
const LIST_AT_ONCE = 12;
/** The pause in typing after which the view is refitted to the teachers found. */
const REFIT_DELAY_MS = 400;
/** The widest zoom the map opens at when fitted (a single teacher's street is too close). */
const FIT_MAX_ZOOM = 13;

type ClusterMarkersProps = Pick<LazyMapProps, "markers" | "fit" | "onMarkerClick">;

// A CSS pin instead of Leaflet's default PNG icon, whose URL breaks under bundlers; its markup
// is constant, known to the Trusted Types `default` policy (src/lib/leaflet-markup.ts).
const pin = L.divIcon({
  className: styles.pin,
  html: PIN_MARKUP,
  iconSize: [28, 28],
  iconAnchor: [14, 28],
  tooltipAnchor: [0, -26],
});

function clusterIcon(count: number, t: MapText) {
  const size = count < 10 ? 36 : count < 100 ? 44 : count < 1000 ? 52 : 60;
  // An element, not markup: Leaflet appends it as it is (no HTML sink for the count).
  const text = textElement("span", count.toLocaleString(t.intl));
  text.setAttribute("aria-hidden", "true");
  return L.divIcon({ className: styles.cluster, html: text, iconSize: [size, size] });
}

/**
 * The markers, clustered and drawn for the visible view only (a few dozen, whatever the count),
 * each a keyboard button: a point opens its record, a cluster zooms in or lists its points.
 */
export function ClusterMarkers({ markers, fit, onMarkerClick }: ClusterMarkersProps) {
  const map = useMap();
  const maxZoom = map.getMaxZoom();
  const index = React.useMemo(() => createClusterIndex(markers, { maxZoom }), [markers, maxZoom]);
  const mostPoints = React.useRef(0);
  // Read when markers are drawn, outside React: the latest handler, the page's language.
  const latest = { click: onMarkerClick, t: { ...useMessages().map, intl: useLocale().intl } };
  const latestRef = React.useRef(latest);
  latestRef.current = latest;
  // Kept across lists of points: a keystroke only adds and removes what changed. Gone with the map.
  const drawn = React.useRef(new Map<string, L.Marker>()).current;
  const generation = React.useRef(0);

  React.useEffect(() => {
    const container = map.getContainer();
    // A cluster belongs to its index (its id and count do), a point to its teacher.
    generation.current += 1;
    const prefix = `${generation.current}:`;
    const keyOf = (item: MapItem) => (item.kind === "cluster" ? prefix + item.key : item.key);

    const activate = (item: MapItem, marker: L.Marker, byKeyboard: boolean) => {
      const open = (id: string) => latestRef.current.click?.(id);
      if (item.kind === "point") open(item.point.id);
      else openCluster(map, index, item, marker, byKeyboard, latestRef.current.t, open);
    };

    const create = (item: MapItem) => {
      const t = latestRef.current.t;
      const label =
        item.kind === "point" ? item.point.title : fill(t.cluster, { n: item.count }, t.intl);
      const interactive = item.kind === "cluster" || Boolean(latestRef.current.click);
      const marker = L.marker([item.lat, item.lng], {
        icon: item.kind === "point" ? pin : clusterIcon(item.count, t),
        keyboard: interactive,
        title: label,
      });
      // Leaflet writes a string tooltip as HTML: the label (API text) goes in as text.
      marker.bindTooltip(textElement("span", label));
      marker.on("add", () => {
        marker.getElement()?.setAttribute("aria-label", label);
        if (!interactive) marker.getElement()?.setAttribute("role", "img");
      });
      if (!interactive) return marker;
      return marker
        .on("click", () => activate(item, marker, false))
        .on("keydown", (event) => {
          const { key } = event.originalEvent;
          if (key !== "Enter" && key !== " ") return;
          event.originalEvent.preventDefault();
          activate(item, marker, true);
        });
    };

    const draw = () => {
      const bounds = map.getBounds();
      const items = index.items(
        viewBox(bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()),
        map.getZoom(),
      );
      const wanted = new Set<string>();
      for (const item of items) {
        const key = keyOf(item);
        wanted.add(key);
        if (!drawn.has(key)) {
          drawn.set(key, create(item).addTo(map));
        }
      }
      for (const [key, marker] of drawn) {
        if (wanted.has(key)) continue;
        marker.remove();
        drawn.delete(key);
      }
      // Read by the bench (map keystroke time) and the browser tests.
      container.dataset.draws = String(Number(container.dataset.draws ?? 0) + 1);
      container.dataset.points = String(index.size);
      container.dataset.markers = String(drawn.size);
    };

    // The clusters follow each keystroke at once, the view only once typing pauses (a new zoom
    // at every key reloads the tiles); more points than ever before are fitted at once.
    let refit: number | undefined;
    if (fit && index.size > mostPoints.current) {
      fitTo(map, index);
      mostPoints.current = index.size;
    } else if (fit) {
      refit = window.setTimeout(() => fitTo(map, index), REFIT_DELAY_MS);
    }
    draw();
    map.on("moveend", draw);
    return () => {
      window.clearTimeout(refit);
      map.off("moveend", draw);
      map.closePopup();
    };
  }, [map, drawn, index, fit]);

  return null;
}

/** An element holding `text` as text, never parsed: what Leaflet may safely be given. */
const textElement = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text: string,
  more: Partial<HTMLElementTagNameMap[K]> = {},
) => Object.assign(document.createElement(tag), { textContent: text, ...more });

const textButton = (text: string, className: string | undefined, onclick: () => void) =>
  textElement("button", text, { type: "button", className, onclick });

function fitTo(map: L.Map, index: ClusterIndex) {
  if (index.size === 0) return;
  // Half the largest badge and a margin: no cluster is cut by the frame.
  const bounds = L.latLngBounds(index.points.map((p) => [p.lat, p.lng]));
  map.fitBounds(bounds, { padding: [40, 40], maxZoom: FIT_MAX_ZOOM, animate: false });
}

/** Zooms into a cluster, or lists its points in a popup when few or all at one spot. */
function openCluster(
  map: L.Map,
  index: ClusterIndex,
  item: Extract<MapItem, { kind: "cluster" }>,
  marker: L.Marker,
  byKeyboard: boolean,
  t: MapText,
  open: (id: string) => void,
) {
  const zoom = index.expansionZoom(item.clusterId);
  const expandable = zoom <= map.getMaxZoom();
  const zoomIn = () => {
    map.closePopup();
    map.setView([item.lat, item.lng], Math.min(zoom, map.getMaxZoom()));
    // The cluster's marker is gone at the new zoom: the map keeps the focus.
    if (byKeyboard) map.getContainer().focus({ preventScroll: true });
  };
  if (expandable && item.count > LIST_AT_ONCE) {
    zoomIn();
    return;
  }

  const box = textElement("div", "", { className: styles.list });
  const title = index.sameSpot(item.clusterId) ? t.clusterListSameSpot : t.cluster;
  const heading = textElement("p", fill(title, { n: item.count }, t.intl), {
    className: styles.listTitle,
    id: `cluster-${item.clusterId}-${Date.now()}`,
  });
  const list = document.createElement("ul");
  list.setAttribute("aria-labelledby", heading.id);
  for (const point of index.leaves(item.clusterId)) {
    const li = document.createElement("li");
    li.append(textButton(point.title, styles.teacher, () => open(point.id)));
    list.append(li);
  }
  box.append(heading, list);
  if (expandable) box.append(textButton(t.zoomIn, styles.zoom, zoomIn));

  // Leaflet's widths are the content's: room is left for the pan paddings below and the
  // content's margins (34 px at most), or a phone's map cuts the list at its right edge.
  const room = map.getSize().x - 56 - 12 - 34;
  const popup = L.popup({
    className: styles.popup,
    maxWidth: Math.min(300, room),
    minWidth: Math.min(220, room),
    // Clear of the zoom buttons (top left) when the map pans to show the popup.
    autoPanPaddingTopLeft: [56, 12],
    autoPanPaddingBottomRight: [12, 12],
  })
    .setLatLng([item.lat, item.lng])
    .setContent(box);
  popup.on("remove", () => {
    const element = marker.getElement();
    const active = document.activeElement;
    const lost = !active || active === document.body || box.contains(active);
    if (element?.isConnected && lost) element.focus({ preventScroll: true });
  });
  popup.openOn(map);
  popup
    .getElement()
    ?.querySelector(".leaflet-popup-close-button")
    ?.setAttribute("aria-label", t.closeList);
  box.querySelector("button")?.focus({ preventScroll: true });
}
