import type { Plan } from "../school-api/types";
import { FALLBACK_PLANS } from "../school-api/normalize";

/** The API's plans in their order, or the fallback plans of docs/product.md §3 when it gave none. */
export function plansOrFallback(plans: readonly Plan[]): readonly Plan[] {
  return plans.length > 0 ? plans : FALLBACK_PLANS;
}
