import * as React from "react";
import type { PageProps } from "gatsby";
import { seoHead } from "../components/layout/Seo";
import { ResultCard } from "../components/auth/ResultCard";
import { API_URL, PLATFORM_URL } from "../config";
import { useSchool } from "../hooks/use-school";
import { apiFetch, paths } from "../school-api/client";
import { hasCheckoutSession, isSubscriptionConfirmed, successQuery } from "../lib/subscription";
import { ButtonLink } from "../components/ui/Button";
import { useAsync } from "../hooks/use-async";
import { useMessages, useLocalizedPath } from "../i18n/LocaleContext";

/** docs/product.md §2 /success-subscription: an OK with 'Suscripción completada' succeeds. */
export default function SuccessSubscriptionPage({ location }: PageProps) {
  const school = useSchool();
  const { checkout, accountPages, account, layout } = useMessages();
  const { messages: m, success: t } = checkout;
  const to = useLocalizedPath();
  // Success: the API answered, or there was nothing to ask; error: it could not be reached.
  const { state } = useAsync(async () => {
    const query = successQuery(location.search);
    if (!hasCheckoutSession(query)) return "no-session";
    const response = await apiFetch(API_URL, paths.successSubscription(query));
    const text = await response.text().catch(() => "");
    return isSubscriptionConfirmed(response.ok, text) ? "confirmed" : "refused";
  }, [location.search]);
  const outcome = state.status === "success" ? state.data : state.status;
  const message =
    outcome === "no-session" ? m.noSession : outcome === "error" ? m.network : m.notConfirmed;
  const card = outcome === "loading" || outcome === "confirmed" ? outcome : "refused";
  const cards: Record<typeof card, React.ComponentProps<typeof ResultCard>> = {
    loading: { tone: "loading", title: t.loadingTitle, children: <p>{t.loading}</p> },
    confirmed: {
      tone: "success",
      title: t.okTitle,
      children: <p>{t.okText}</p>,
      actions: (
        <>
          <ButtonLink to={to("/")}>{layout.backHome}</ButtonLink>
          <ButtonLink href={PLATFORM_URL} variant="secondary">
            {account.platform}
          </ButtonLink>
        </>
      ),
    },
    refused: {
      tone: "error",
      title: t.errorTitle,
      children: <p>{message}</p>,
      actions: (
        <>
          <ButtonLink to={to("/#programas")}>{t.plans}</ButtonLink>
          <ButtonLink href={`mailto:${school.correoSoporte}`} variant="secondary">
            {accountPages.confirm.support}
          </ButtonLink>
        </>
      ),
    },
  };
  // Keyed: each outcome mounts its own card, whose heading then takes the focus.
  return <ResultCard key={card} {...cards[card]} />;
}

export const Head = seoHead("/success-subscription/", (t) => t.checkout.success, { noindex: true });
