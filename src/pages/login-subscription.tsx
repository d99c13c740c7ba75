import * as React from "react";
import { graphql, navigate, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { AuthPage } from "../components/auth/AuthPage";
import { LoginForm } from "../components/auth/LoginForm";
import { useSubscription } from "../components/subscription/SubscriptionContext";
import { plansOrFallback } from "../lib/plans";
import type { Plan } from "../school-api/types";
import { Lead } from "../components/ui/Text";

/**
 * docs/product.md §2 /login-subscription: the login for a visitor who asked to subscribe without a
 * stored token. After it, back to the plans with the chosen plan's modal open.
 */
export default function LoginSubscriptionPage({
  data,
  location,
}: PageProps<Queries.LoginSubscriptionPageQuery>) {
  const { subscribe } = useSubscription();
  const [plan, setPlan] = React.useState<Plan | null>(null);
  const plans = plansOrFallback(data.allPlan.nodes);

  // The query string exists only in the browser; reading it after mount keeps hydration equal.
  React.useEffect(() => {
    const id = new URLSearchParams(location.search).get("plan");
    setPlan(plans.find((p) => String(p.idPlan) === id) ?? null);
  }, [location.search, plans]);

  const afterLogin = () => {
    void navigate("/#programas");
    if (plan) subscribe(plan);
  };

  return (
    <>
      <Seo
        title="Inicia sesión para inscribirte"
        description="Entra en tu cuenta de IKY Yoga para inscribirte en un plan."
        path="/login-subscription/"
        noindex
      />
      <AuthPage aside="Tu práctica, a tu ritmo, cada mes.">
        <LoginForm
          title="Inicia sesión para inscribirte"
          onSuccess={afterLogin}
          intro={
            <Lead>
              {plan ? (
                <>
                  Has elegido el plan <strong>{plan.nombre ?? "seleccionado"}</strong>. Entra con tu
                  cuenta y volverás a él para completar la inscripción.
                </>
              ) : (
                "Entra con tu cuenta y volverás a los planes para completar la inscripción."
              )}
            </Lead>
          }
        />
      </AuthPage>
    </>
  );
}

export const query = graphql`
  query LoginSubscriptionPage {
    allPlan(sort: { order: ASC }) {
      nodes {
        ...PlanFields
      }
    }
  }
`;
