import * as React from "react";
import { navigate } from "gatsby";
import type { Plan } from "../../school-api/types";
import { localizedPath, type Locale } from "../../i18n/locale";
import type { PageMessages } from "../../i18n/types";
import { readToken } from "../../lib/auth-storage";
import { LocaleProvider } from "../../i18n/LocaleContext";

// The modal's code loads on the first 'Inscribirse', not with every page.
const SubscriptionModal = React.lazy(() => import("./SubscriptionModal"));

/** The page a plan was chosen on: the modal speaks its language. */
export interface SubscribingPage {
  locale: Locale;
  messages: PageMessages;
}

/**
 * Where a visitor without a token goes to log in, in the language of the page they are on
 * (/login-subscription/ or /en/login-subscription/). The plan id travels in the URL, and
 * /login-subscription finds the plan again in the prebuilt plans to come back to it.
 */
export function goToLoginForPlan(plan: Pick<Plan, "idPlan">, locale: Locale) {
  const path = localizedPath("/login-subscription/", locale);
  void navigate(`${path}?plan=${encodeURIComponent(String(plan.idPlan))}`);
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
  subscribe: (plan) => goToLoginForPlan(plan, "es"),
});

export const SubscriptionContextProvider = SubscriptionContext.Provider;
export const useSubscription = () => React.useContext(SubscriptionContext);

/**
 * docs/product.md §4 'Subscription modal': without a stored token the visitor is sent to
 * /login-subscription; with one, the modal offers the plan with or without IKYnesis.
 */
export function SubscriptionProvider({ children }: { children: React.ReactNode }) {
  // The modal stays mounted after closing so focus can return to the plan's button; each
  // 'Inscribirse' mounts a fresh one (the key), with no message left from the last time.
  // This provider wraps the root, above each page's LocaleProvider: the modal speaks the
  // language of the page it was opened on, with that page's messages.
  const [shown, setShown] = React.useState<{
    plan: Plan;
    open: boolean;
    n: number;
    page: SubscribingPage;
  } | null>(null);

  // The token is read at click time: a login a moment ago on /login-subscription counts.
  const subscribe = React.useCallback((chosen: Plan, page: SubscribingPage) => {
    if (!readToken(window.localStorage, window.sessionStorage)) {
      goToLoginForPlan(chosen, page.locale);
      return;
    }
    setShown((current) => ({ plan: chosen, open: true, n: (current?.n ?? 0) + 1, page }));
  }, []);

  const value = React.useMemo(() => ({ subscribe }), [subscribe]);
  return (
    <SubscriptionContextProvider value={value}>
      {children}
      {shown && (
        <LocaleProvider locale={shown.page.locale} messages={shown.page.messages}>
          <React.Suspense fallback={null}>
            <SubscriptionModal
              key={shown.n}
              plan={shown.plan}
              open={shown.open}
              onClose={() => setShown((current) => current && { ...current, open: false })}
            />
          </React.Suspense>
        </LocaleProvider>
      )}
    </SubscriptionContextProvider>
  );
}
