import * as React from "react";
import { Link, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { ResultCard } from "../components/auth/ResultCard";
import { API_URL, PLATFORM_URL, SCHOOL } from "../config";
import { getSuccessSubscription } from "../school-api/client";
import {
  SUBSCRIPTION_MESSAGES,
  hasCheckoutSession,
  isSubscriptionConfirmed,
  successQuery,
} from "../lib/subscription";

type State = { status: "loading" } | { status: "success" } | { status: "error"; message: string };

/**
 * Spec §2 /success-subscription: Stripe's checkout comes back here with its query; the API
 * confirms, and only an OK answer containing 'Suscripción completada' is a success.
 */
export default function SuccessSubscriptionPage({ location }: PageProps) {
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
              <Link to="/">Volver al inicio</Link>
              <a href={PLATFORM_URL}>Ir a la plataforma</a>
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
              <Link to="/#programas">Volver a los planes</Link>
              <a href={`mailto:${SCHOOL.email}`}>Escribir a soporte</a>
            </>
          }
        >
          <p>{state.message}</p>
        </ResultCard>
      )}
    </>
  );
}
