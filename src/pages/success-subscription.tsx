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
import { useAsync } from "../hooks/use-async";

/**
 * docs/product.md §2 /success-subscription: Stripe's checkout comes back here with its query; the API
 * confirms, and only an OK answer containing 'Suscripción completada' is a success.
 */
export default function SuccessSubscriptionPage({ location }: PageProps) {
  const school = useSchool();
  // Success: the API answered, or there was nothing to ask; error: it could not be reached.
  const { state } = useAsync(async () => {
    const query = successQuery(location.search);
    if (!hasCheckoutSession(query)) return "no-session";
    const response = await getSuccessSubscription(API_URL, query);
    const text = await response.text().catch(() => "");
    return isSubscriptionConfirmed(response.ok, text) ? "confirmed" : "refused";
  }, [location.search]);
  const outcome = state.status === "success" ? state.data : state.status;
  const message =
    outcome === "no-session"
      ? SUBSCRIPTION_MESSAGES.noSession
      : outcome === "error"
        ? SUBSCRIPTION_MESSAGES.network
        : SUBSCRIPTION_MESSAGES.notConfirmed;
  const refused = outcome === "refused" || outcome === "no-session" || outcome === "error";

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
      {outcome === "confirmed" && (
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
      {refused && (
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
          <p>{message}</p>
        </ResultCard>
      )}
    </>
  );
}
