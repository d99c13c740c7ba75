import type { Messages } from "../types";
import { plural } from "../message";

export const map: Messages["map"] = {
  loading: "Loading the map…",
  unavailable: "The map could not be loaded. Check your connection and try again later.",
  tilesFailed: "Maps are not available right now: the map tiles could not be loaded.",
  cluster: plural("1 teacher in this area", "{n} teachers in this area"),
  clusterList: plural("1 teacher in this area", "{n} teachers in this area"),
  clusterListSameSpot: plural("1 teacher at the same place", "{n} teachers at the same place"),
  zoomIn: "Zoom in on the map",
  closeList: "Close the list",
  /** /ishka's centre on its map (src/components/sections/CentreMap.tsx). */
  centreMap: "Map of the Ishka centre in Cali",
  centre: "Ishka Centre",
};
