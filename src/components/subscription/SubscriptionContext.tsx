import * as React from "react";
import { navigate } from "gatsby";
import type { Plan } from "../../school-api/types";
import { localizedPath, type Locale } from "../../i18n/locale";
import { readToken } from "../../lib/auth-storage";
import { LocaleProvider } from "../../i18n/LocaleContext";

// Loaded on the first 'Inscribirse', not with every page.
const SubscriptionModal = React.lazy(() => import("./SubscriptionModal"));

/** The page a plan was chosen on: the modal speaks its language. */
type SubscribingPage = Pick<React.ComponentProps<typeof LocaleProvider>, "locale" | "messages">;

/** Where a visitor without a token logs in, in the page's language, the plan id in the URL. */
export function goToLoginForPlan(plan: Pick<Plan, "idPlan">, locale: Locale) {
  const path = localizedPath("/login-subscription/", locale);
  void navigate(`${path}?plan=${encodeURIComponent(String(plan.idPlan))}`);
}

/** Behind a plan's 'Inscribirse'; without SubscriptionProvider, the login for subscriptions. */
const SubscriptionContext = React.createContext<{
  subscribe: (plan: Plan, page: SubscribingPage) => void;
}>({
  subscribe: (plan) => goToLoginForPlan(plan, "es"),
});

export const SubscriptionContextProvider = SubscriptionContext.Provider;
export const useSubscription = () => React.useContext(SubscriptionContext);

/**
 * docs/product.md §4 'Subscription modal': without a stored token, /login-subscription; with one,
 * the modal, in the opening page's language (it is above the pages' LocaleProvider). It stays
 * mounted after closing so focus returns to the plan's button; each 'Inscribirse' mounts anew.
 */
export function SubscriptionProvider({ children }: { children: React.ReactNode }) {
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
        <LocaleProvider {...shown.page}>
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
