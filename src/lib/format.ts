/** Money and small text helpers for Spanish-speaking visitors. */
const euro = (decimals: number) =>
  new Intl.NumberFormat("es-ES", {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
const whole = euro(0);
const cents = euro(2);

/** '40 €', '12,50 €' (never '12,5 €'): whole amounts without decimals, others with two. */
export function formatEuros(amount: number): string {
  return (Number.isInteger(amount) ? whole : cents).format(amount);
}

/** 'Gratis' when the event has no price (absent, null or 0). */
export function eventPriceText(precio: number | null | undefined): string {
  return precio === null || precio === undefined || precio <= 0 ? "Gratis" : formatEuros(precio);
}

export const EVENT_FALLBACK = {
  title: "Título del evento",
  description: "No hay descripción disponible.",
  location: "Ubicación no especificada",
  free: "Gratis",
  openAccess: "Acceso libre",
  noImages: "No hay imágenes adicionales",
  noLink: "Sin enlace disponible",
} as const;

/** A plain-text excerpt for meta descriptions and cards. */
export function excerpt(text: string | null | undefined, max = 160): string {
  if (!text) return "";
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1).replace(/\s+\S*$/, "")}…` : flat;
}
