/**
 * The Spanish fallbacks of docs/product.md §8 when the API leaves a field out (`events` in
 * ./es.ts): a module of their own for the calendar entries, Spanish in both languages.
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
