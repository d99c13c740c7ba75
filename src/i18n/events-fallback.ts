/**
 * The Spanish fallbacks of docs/product.md §8 when the API leaves a field out: part of the
 * `events` messages (./es.ts), and a module of their own because the calendar entries,
 * Spanish on both languages' pages, read two of them (src/lib/calendar.ts) at build time and in
 * the browser's fallback event page.
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
