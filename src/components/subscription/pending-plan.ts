import { navigate } from "gatsby";
import type { Plan } from "../../school-api/types";

/**
 * Where a visitor without a token goes to log in. The plan id travels in the URL, and
 * /login-subscription finds the plan again in the prebuilt plans to come back to it.
 */
export function goToLoginForPlan(plan: Pick<Plan, "idPlan">) {
  void navigate(`/login-subscription/?plan=${encodeURIComponent(String(plan.idPlan))}`);
}
