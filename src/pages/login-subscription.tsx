import * as React from "react";
import { graphql, navigate, type PageProps } from "gatsby";
import { seoHead } from "../components/layout/Seo";
import { AuthPage } from "../components/auth/AuthPage";
import { LoginForm } from "../components/auth/LoginForm";
import { useSubscription } from "../components/subscription/SubscriptionContext";
import { plansOrFallback } from "../lib/plans";
import { useHydrated } from "../hooks/use-hydrated";
import { Lead } from "../components/ui/Text";
import { useLocale, useMessages } from "../i18n/LocaleContext";
import { localizedPath } from "../i18n/locale";
import { apiLang } from "../i18n/api-lang";

/** docs/product.md §2 /login-subscription: after the login, the chosen plan's modal opens. */
export default function LoginSubscriptionPage({
  data,
  location,
}: PageProps<Queries.LoginSubscriptionPageQuery>) {
  const messages = useMessages();
  const t = messages.accountPages.subscriptionLogin;
  const { locale } = useLocale();
  const { subscribe } = useSubscription();
  const plans = plansOrFallback(data.allPlan.nodes);
  // The query string exists only in the browser; reading it once hydrated keeps hydration equal.
  const id = useHydrated() ? new URLSearchParams(location.search).get("plan") : null;
  const plan = plans.find((p) => String(p.idPlan) === id) ?? null;

  const afterLogin = () => {
    void navigate(localizedPath("/#programas", locale));
    if (plan) subscribe(plan, { locale, messages });
  };

  return (
    <AuthPage aside={t.aside}>
      <LoginForm
        title={t.title}
        onSuccess={afterLogin}
        intro={
          <Lead>
            {plan ? (
              <>
                {t.chosenBefore}
                <strong lang={plan.nombre ? apiLang(locale) : undefined}>
                  {plan.nombre || t.chosenFallback}
                </strong>
                {t.chosenAfter}
              </>
            ) : (
              t.noPlan
            )}
          </Lead>
        }
      />
    </AuthPage>
  );
}

export const Head = seoHead("/login-subscription/", (t) => t.accountPages.subscriptionLogin, {
  noindex: true,
});

export const query = graphql`
  query LoginSubscriptionPage {
    allPlan(sort: { order: ASC }) {
      nodes {
        ...PlanFields
      }
    }
  }
`;
