// The markup Leaflet 1.9 writes as strings (innerHTML), exactly: the Trusted Types `default`
// policy lets these through once the map's code has registered them. Checked against Leaflet by
// __tests__/trust/trusted-markup.test.ts.

/** The tile layer's credit, written by Leaflet into the attribution control (LeafletMap.tsx). */
export const TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** The map pin's markup (ClusterMarkers.tsx): constant, shared by every point's marker. */
export const PIN_MARKUP = '<span aria-hidden="true"></span>';

/** Leaflet's flag in its attribution prefix, on browsers that draw inline SVG. */
const LEAFLET_FLAG =
  '<svg aria-hidden="true" xmlns="http://www.w3.org/2000/svg" width="12" height="8" viewBox="0 0 12 8" class="leaflet-attribution-flag"><path fill="#4C7BE1" d="M0 0h12v4H0z"/><path fill="#FFD500" d="M0 4h12v3H0z"/><path fill="#E0BC00" d="M0 7h12v1H0z"/></svg>';
const leafletPrefix = (flag: boolean) =>
  `<a href="https://leafletjs.com" title="A JavaScript library for interactive maps">${flag ? `${LEAFLET_FLAG} ` : ""}Leaflet</a>`;
const ATTRIBUTION_SEPARATOR = ' <span aria-hidden="true">|</span> ';

/**
 * Leaflet's inline-SVG test, zoom buttons, popup close button and attribution (alone, then with
 * the tiles' credit), and the map pin. Counts, tooltips and popups go in as elements.
 */
export const LEAFLET_MARKUP: readonly string[] = [
  "<svg/>",
  '<span aria-hidden="true">+</span>',
  '<span aria-hidden="true">&#x2212;</span>',
  '<span aria-hidden="true">&#215;</span>',
  PIN_MARKUP,
  ...[true, false].flatMap((flag) => [
    leafletPrefix(flag),
    `${leafletPrefix(flag)}${ATTRIBUTION_SEPARATOR}${TILE_ATTRIBUTION}`,
  ]),
];
