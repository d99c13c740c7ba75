/** The maps (Leaflet, clustered markers). */
const count = (n: number) => n.toLocaleString("es-CO");

export const map = {
  count,
  loading: "Cargando el mapa…",
  unavailable: "No se pudo cargar el mapa. Revisa tu conexión e inténtalo más tarde.",
  tilesFailed: "Los mapas no están disponibles en este momento: no se pudieron cargar las teselas.",
  /** Accessible name of a cluster marker. */
  cluster: (n: number) => `${count(n)} profesores en esta zona`,
  /** Heading of a cluster's list. */
  clusterList: (n: number, sameSpot: boolean) =>
    sameSpot ? `${count(n)} profesores en el mismo lugar` : `${count(n)} profesores en esta zona`,
  zoomIn: "Acercar el mapa",
  closeList: "Cerrar la lista",
  /** /ishka's centre on its map (src/components/sections/CentreMap.tsx). */
  centreMap: "Mapa del centro Ishka en Cali",
  centre: "Centro Ishka",
};
