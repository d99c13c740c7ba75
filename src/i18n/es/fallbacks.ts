/**
 * The Spanish fallbacks of docs/product.md §8 when the API leaves a field out: part of the
 * `events` area (./events.ts), and on their own for the calendar files (src/lib/calendar.ts),
 * which are Spanish on both languages' pages and must not pull the whole area into the bundle.
 */
export const fallback = {
  title: "Título del evento",
  description: "No hay descripción disponible.",
  location: "Ubicación no especificada",
  free: "Gratis",
  openAccess: "Acceso libre",
  noImages: "No hay imágenes adicionales",
  noLink: "Sin enlace disponible",
  noTime: "Horario no disponible",
};
