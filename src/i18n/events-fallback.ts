/** docs/product.md §8's Spanish fallbacks (es.ts's `events`), apart for the calendar files. */
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
