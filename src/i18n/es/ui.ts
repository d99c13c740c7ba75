/** Shared interface pieces: dialogs, lazy widgets, retry buttons. */
export const ui = {
  close: "Cerrar",
  loading: "Cargando…",
  retry: "Reintentar",
  widgetUnavailable:
    "Esta parte de la página no se pudo cargar. Revisa tu conexión e inténtalo de nuevo.",
  newTab: " (se abre en una pestaña nueva)",
};
