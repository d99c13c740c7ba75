import * as React from "react";
import { navigate } from "gatsby";
import type { Plan } from "../../school-api/types";
import type { Locale } from "../../i18n/locale";
import type { PageMessages } from "../../i18n/types";

/** The page a plan was chosen on: the modal speaks its language. */
export interface SubscribingPage {
  locale: Locale;
  messages: PageMessages;
}

/**
 * The hook behind a plan's 'Inscribirse' button (docs/product.md §2 "Plan cards", §4 "Subscription
 * modal"). The accounts feature provides the modal through SubscriptionProvider; without a
 * provider, the button still leads somewhere useful: the login for subscriptions.
 */
interface SubscriptionState {
  subscribe: (plan: Plan, page: SubscribingPage) => void;
}

const SubscriptionContext = React.createContext<SubscriptionState>({
  subscribe: (plan) => {
    void navigate(`/login-subscription/?plan=${encodeURIComponent(String(plan.idPlan))}`);
  },
});

export const SubscriptionContextProvider = SubscriptionContext.Provider;
export const useSubscription = () => React.useContext(SubscriptionContext);
