import type { Messages } from "../types";

const count = (n: number) => n.toLocaleString("en-GB");
const teachers = (n: number) => `${count(n)} ${n === 1 ? "teacher" : "teachers"}`;

export const map: Messages["map"] = {
  count,
  loading: "Loading the map…",
  unavailable: "The map could not be loaded. Check your connection and try again later.",
  tilesFailed: "Maps are not available right now: the map tiles could not be loaded.",
  cluster: (n: number) => `${teachers(n)} in this area`,
  clusterList: (n: number, sameSpot: boolean) =>
    sameSpot ? `${teachers(n)} at the same place` : `${teachers(n)} in this area`,
  zoomIn: "Zoom in on the map",
  closeList: "Close the list",
  /** /ishka's centre on its map (src/components/sections/CentreMap.tsx). */
  centreMap: "Map of the Ishka centre in Cali",
  centre: "Ishka Centre",
};
