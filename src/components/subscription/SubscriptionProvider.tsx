import * as React from "react";
import type { Plan } from "../../school-api/types";
import { readToken } from "../../lib/auth-storage";
import { goToLoginForPlan } from "./pending-plan";
import { SubscriptionContextProvider } from "./SubscriptionContext";

// The modal's code loads on the first 'Inscribirse', not with every page.
const SubscriptionModal = React.lazy(() => import("./SubscriptionModal"));

/**
 * Spec §4 'Subscription modal': without a stored token the visitor is sent to
 * /login-subscription; with one, the modal offers the plan with or without IKYnesis.
 */
export function SubscriptionProvider({ children }: { children: React.ReactNode }) {
  const [plan, setPlan] = React.useState<Plan | null>(null);

  // The token is read at click time: a login a moment ago on /login-subscription counts.
  const subscribe = React.useCallback((chosen: Plan) => {
    if (!readToken(window.localStorage, window.sessionStorage)) {
      goToLoginForPlan(chosen);
      return;
    }
    setPlan(chosen);
  }, []);

  const value = React.useMemo(() => ({ subscribe }), [subscribe]);
  return (
    <SubscriptionContextProvider value={value}>
      {children}
      {plan && (
        <React.Suspense fallback={null}>
          <SubscriptionModal plan={plan} onClose={() => setPlan(null)} />
        </React.Suspense>
      )}
    </SubscriptionContextProvider>
  );
}
