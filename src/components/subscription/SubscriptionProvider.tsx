import * as React from "react";
import type { Plan } from "../../school-api/types";
import { readToken } from "../../lib/auth-storage";
import { goToLoginForPlan } from "./pending-plan";
import { SubscriptionContextProvider, type SubscribingPage } from "./SubscriptionContext";
import { LocaleProvider } from "../../i18n/LocaleContext";

// The modal's code loads on the first 'Inscribirse', not with every page.
const SubscriptionModal = React.lazy(() => import("./SubscriptionModal"));

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
