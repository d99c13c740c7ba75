/** Shared interface pieces: dialogs, retry buttons. */
export const ui = {
  close: "Cerrar",
  loading: "Cargando…",
  retry: "Reintentar",
  newTab: " (se abre en una pestaña nueva)",
};
