import { plural } from "../message";
/** The maps (Leaflet, clustered markers). */
export const map = {
  loading: "Cargando el mapa…",
  unavailable: "No se pudo cargar el mapa. Revisa tu conexión e inténtalo más tarde.",
  tilesFailed: "Los mapas no están disponibles en este momento: no se pudieron cargar las teselas.",
  /** Accessible name of a cluster marker. */
  cluster: plural("1 profesores en esta zona", "{n} profesores en esta zona"),
  /** Heading of a cluster's list. */
  clusterList: plural("1 profesores en esta zona", "{n} profesores en esta zona"),
  clusterListSameSpot: plural("1 profesores en el mismo lugar", "{n} profesores en el mismo lugar"),
  zoomIn: "Acercar el mapa",
  closeList: "Cerrar la lista",
  /** /ishka's centre on its map (src/components/sections/CentreMap.tsx). */
  centreMap: "Mapa del centro Ishka en Cali",
  centre: "Centro Ishka",
};
