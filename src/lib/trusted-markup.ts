// What the site's Trusted Types policies let through (src/components/layout/trusted-types.ts),
// as pure checks: no window here, so unit tests read the same rules the browser runs.
import { OUTSIDE_SCRIPTS } from "../../deploy/trusted-types.mjs";

/** The tile layer's credit, written by Leaflet into the attribution control (LeafletMap.tsx). */
export const TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** The map pin's markup (ClusterMarkers.tsx): constant, shared by every point's marker. */
export const PIN_MARKUP = '<span aria-hidden="true"></span>';

/** Leaflet 1.9's flag in its attribution prefix, on browsers that draw inline SVG. */
const LEAFLET_FLAG =
  '<svg aria-hidden="true" xmlns="http://www.w3.org/2000/svg" width="12" height="8" viewBox="0 0 12 8" class="leaflet-attribution-flag"><path fill="#4C7BE1" d="M0 0h12v4H0z"/><path fill="#FFD500" d="M0 4h12v3H0z"/><path fill="#E0BC00" d="M0 7h12v1H0z"/></svg>';
const leafletPrefix = (flag: boolean) =>
  `<a href="https://leafletjs.com" title="A JavaScript library for interactive maps">${flag ? `${LEAFLET_FLAG} ` : ""}Leaflet</a>`;
const ATTRIBUTION_SEPARATOR = ' <span aria-hidden="true">|</span> ';

/**
 * Every markup string a library of the site is known to give an HTML sink, exactly as it
 * writes it (checked against the libraries by __tests__/trusted-markup.test.ts):
 * - React DOM 18 makes a script element (a page's JSON-LD in its Head) from this constant;
 * - Leaflet 1.9: its inline-SVG test, zoom buttons, popup close button, attribution (its prefix
 *   alone, then with the tile layer's credit), and the map pin of ClusterMarkers.tsx.
 * The clusters' counts go in as elements (ClusterMarkers.tsx), tooltips and popups too.
 */
export const KNOWN_MARKUP: ReadonlySet<string> = new Set([
  "<script></script>",
  "<svg/>",
  '<span aria-hidden="true">+</span>',
  '<span aria-hidden="true">&#x2212;</span>',
  '<span aria-hidden="true">&#215;</span>',
  PIN_MARKUP,
  ...[true, false].flatMap((flag) => [
    leafletPrefix(flag),
    `${leafletPrefix(flag)}${ATTRIBUTION_SEPARATOR}${TILE_ATTRIBUTION}`,
  ]),
]);

/**
 * HTML the `default` policy lets through: markup known to come from a library, or text with no
 * `<`, which no HTML parser turns into an element whatever the context (a page's title, an
 * empty string, the JSON-LD that Gatsby's Head copies: safeJson escapes `<`).
 */
export const isAllowedHTML = (value: string): boolean =>
  !value.includes("<") || KNOWN_MARKUP.has(value);

/**
 * Script text the `default` policy lets through: JSON only (the JSON-LD that Gatsby's Head puts
 * in the document's head), which runs nothing even where a browser would execute it.
 */
export function isAllowedScriptText(value: string): boolean {
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}

const GTAG = new RegExp(`^${OUTSIDE_SCRIPTS.gtag.replace(/[.?/]/g, "\\$&")}\\?id=[A-Za-z0-9-]+$`);

/**
 * A script URL the site's code means: a path of the site itself (the brochure's PDF), Stripe.js,
 * or gtag.js for a measurement id. Anything else is refused.
 */
export function isAllowedScriptURL(url: string, siteOrigin: string): boolean {
  if (url === OUTSIDE_SCRIPTS.stripe || GTAG.test(url)) return true;
  if (!/^\/(?![/\\])/.test(url)) return false;
  try {
    return new URL(url, siteOrigin).origin === siteOrigin;
  } catch {
    return false;
  }
}
