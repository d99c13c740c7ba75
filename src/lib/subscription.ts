/** Subscription rules (docs/product.md §4, §5, §9). */
import { parseUrl } from "./web-url";

/** The checkout URL on an allowed origin, else null: a tampered answer sends no one elsewhere. */
export function trustedCheckoutUrl(
  value: unknown,
  allowedOrigins: readonly string[],
): string | null {
  const url = typeof value === "string" ? parseUrl(value) : null;
  if (!url || !/^https?:$/.test(url.protocol)) return null;
  return allowedOrigins.includes(url.origin) ? url.href : null;
}

/** The plan price with the IKYnesis supplement: 1.15 times, two decimals. */
export function priceWithIkynesis(costoMensualEur: number): number {
  return Math.round(costoMensualEur * 1.15 * 100) / 100;
}

/** docs/product.md §5: confirmed only when the answer is OK and says so. */
export function isSubscriptionConfirmed(ok: boolean, text: string): boolean {
  return ok && text.includes("Suscripción completada");
}

/** The query of /success-subscription that is passed on to the API, in its own names. */
const SUCCESS_QUERY_KEYS = ["session_id", "estudiante_id", "plan", "incluir_suplemento"] as const;

export function successQuery(search: string): Record<string, string> {
  const params = new URLSearchParams(search);
  const query: Record<string, string> = {};
  for (const key of SUCCESS_QUERY_KEYS) {
    const value = params.get(key);
    if (value !== null) query[key] = value;
  }
  return query;
}

/** Without a checkout session (the address typed, or cut short) the API would only refuse. */
export function hasCheckoutSession(query: Record<string, string>): boolean {
  return (query.session_id ?? "").trim() !== "";
}
