// Stand-ins for the services around the API: Stripe's hosted checkout page, the external
// platform users land on after login, and the map tile server.
import { HTML_TYPE, cachedFile, send, sendFile, sendJson, siteOriginOf } from "./http.mjs";
import { checkoutNotFoundPage, checkoutPage, platformPage } from "./pages.mjs";

/** @typedef {import("./types").Route} Route */

const TILE_FILE = new URL("./tiles/tile.png", import.meta.url);

/** @type {Route[]} */
export const FAKE_ROUTES = [
  [
    "GET",
    "/checkout/:sessionId",
    ({ req, res, state, params }) => {
      const s = state.sessions.get(params[0] ?? "");
      if (!s) return send(res, 404, checkoutNotFoundPage(siteOriginOf(req)), HTML_TYPE);
      send(res, 200, checkoutPage(s), HTML_TYPE);
    },
  ],
  [
    "GET",
    /^\/plataforma\/?$/,
    ({ req, res }) => send(res, 200, platformPage(siteOriginOf(req)), HTML_TYPE),
  ],
  [
    "GET",
    /^\/tiles\/\d+\/\d+\/\d+(?:@2x)?\.png$/,
    ({ req, res }) => {
      const file = cachedFile(TILE_FILE);
      if (!file) return sendJson(res, 404, { message: "Tile no disponible." });
      sendFile(req, res, file, "image/png");
    },
  ],
];
