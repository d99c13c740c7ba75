import * as React from "react";
import type { PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { ResultCard } from "../components/auth/ResultCard";
import { API_URL, PLATFORM_URL } from "../config";
import { useSchool } from "../hooks/use-school";
import { getSuccessSubscription } from "../school-api/client";
import {
  SUBSCRIPTION_MESSAGES,
  hasCheckoutSession,
  isSubscriptionConfirmed,
  successQuery,
} from "../lib/subscription";
import { ButtonLink } from "../components/ui/Button";

type State = { status: "loading" } | { status: "success" } | { status: "error"; message: string };

/**
 * Spec §2 /success-subscription: Stripe's checkout comes back here with its query; the API
 * confirms, and only an OK answer containing 'Suscripción completada' is a success.
 */
export default function SuccessSubscriptionPage({ location }: PageProps) {
  const school = useSchool();
  const [state, setState] = React.useState<State>({ status: "loading" });

  React.useEffect(() => {
    const query = successQuery(location.search);
    if (!hasCheckoutSession(query)) {
      setState({ status: "error", message: SUBSCRIPTION_MESSAGES.noSession });
      return undefined;
    }
    let active = true;
    getSuccessSubscription(API_URL, query)
      .then(async (response) => {
        const text = await response.text().catch(() => "");
        if (!active) return;
        setState(
          isSubscriptionConfirmed(response.ok, text)
            ? { status: "success" }
            : { status: "error", message: SUBSCRIPTION_MESSAGES.notConfirmed },
        );
      })
      .catch(() => {
        if (active) setState({ status: "error", message: SUBSCRIPTION_MESSAGES.network });
      });
    return () => {
      active = false;
    };
  }, [location.search]);

  return (
    <>
      <Seo
        title="Suscripción"
        description="Confirmación de tu suscripción a un plan de IKY Yoga."
        path="/success-subscription/"
        noindex
      />
      {state.status === "loading" && (
        <ResultCard tone="loading" title="Confirmando tu suscripción">
          <p>Un momento: estamos confirmando el pago con el servidor.</p>
        </ResultCard>
      )}
      {state.status === "success" && (
        <ResultCard
          tone="success"
          title="¡Bienvenido a IKY Yoga!"
          actions={
            <>
              <ButtonLink to="/">Volver al inicio</ButtonLink>
              <ButtonLink href={PLATFORM_URL} variant="secondary">
                Ir a la plataforma
              </ButtonLink>
            </>
          }
        >
          <p>Tu suscripción se ha completado con éxito.</p>
        </ResultCard>
      )}
      {state.status === "error" && (
        <ResultCard
          tone="error"
          title="No pudimos confirmar tu suscripción"
          actions={
            <>
              <ButtonLink to="/#programas">Volver a los planes</ButtonLink>
              <ButtonLink href={`mailto:${school.correoSoporte}`} variant="secondary">
                Escribir a soporte
              </ButtonLink>
            </>
          }
        >
          <p>{state.message}</p>
        </ResultCard>
      )}
    </>
  );
}
