/**
 * The Spanish fallbacks of docs/product.md §8 when the API leaves a field out: part of the
 * `events` area (./events.ts), and a module of their own because the calendar entries, Spanish
 * on both languages' pages, read two of them (src/lib/calendar.ts): importing the whole area
 * there put it into the pages' code beside its own catalog chunk.
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
