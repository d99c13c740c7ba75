import { navigate } from "gatsby";
import type { Plan } from "../../school-api/types";
import { localizedPath, type Locale } from "../../i18n/locale";

/**
 * Where a visitor without a token goes to log in, in the language of the page they are on
 * (/login-subscription/ or /en/login-subscription/). The plan id travels in the URL, and
 * /login-subscription finds the plan again in the prebuilt plans to come back to it.
 */
export function goToLoginForPlan(plan: Pick<Plan, "idPlan">, locale: Locale) {
  const path = localizedPath("/login-subscription/", locale);
  void navigate(`${path}?plan=${encodeURIComponent(String(plan.idPlan))}`);
}
