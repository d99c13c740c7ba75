/** Money and small text helpers, in the page's language. */
import { INTL_LOCALE, type Locale } from "../i18n/locale";

/** Euros as Spain writes them ('12,50 €'), on English pages as `INTL_LOCALE.en` does. */
const EURO_LOCALE: Record<Locale, string> = { es: "es-ES", en: INTL_LOCALE.en };

/** '40 €', '12,50 €' (never '12,5 €'); in English '€40', '€12.50'. */
export function formatEuros(amount: number, locale: Locale = "es"): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return amount.toLocaleString(EURO_LOCALE[locale], {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** `free` ('Gratis', 'Free') when the event has no price (absent, null or 0). */
export function eventPriceText(
  precio: number | null | undefined,
  free: string,
  locale: Locale = "es",
): string {
  return precio && precio > 0 ? formatEuros(precio, locale) : free;
}

/** A plain-text excerpt for meta descriptions and cards. */
export function excerpt(text: string | null | undefined, max = 160): string {
  if (!text) return "";
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1).replace(/\s+\S*$/, "")}…` : flat;
}

const MARKS = /[\u0300-\u036f]/g;
const SPACES = /\s+/g;

/** Lower case without accents and with single spaces: 'Lucía  NÚÑEZ' → 'lucia nunez'. */
export function fold(text: string | null | undefined): string {
  if (!text) return "";
  return text.normalize("NFD").replace(MARKS, "").toLowerCase().replace(SPACES, " ").trim();
}
