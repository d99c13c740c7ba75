import * as React from "react";
import { navigate } from "gatsby";
import type { Plan } from "../../school-api/types";

/**
 * The hook behind a plan's 'Inscribirse' button (docs/product.md §2 "Plan cards", §4 "Subscription
 * modal"). The accounts feature provides the modal through SubscriptionProvider; without a
 * provider, the button still leads somewhere useful: the login for subscriptions.
 */
interface SubscriptionState {
  subscribe: (plan: Plan) => void;
}

const SubscriptionContext = React.createContext<SubscriptionState>({
  subscribe: (plan) => {
    void navigate(`/login-subscription/?plan=${encodeURIComponent(String(plan.idPlan))}`);
  },
});

export const SubscriptionContextProvider = SubscriptionContext.Provider;
export const useSubscription = () => React.useContext(SubscriptionContext);
