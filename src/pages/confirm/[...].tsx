import * as React from "react";
import type { PageProps } from "gatsby";
import { seoHead } from "../../components/layout/Seo";
import { ResultCard } from "../../components/auth/ResultCard";
import { API_URL } from "../../config";
import { useSchool } from "../../hooks/use-school";
import { apiFetch, paths } from "../../school-api/client";
import { ButtonLink } from "../../components/ui/Button";
import { useAsync } from "../../hooks/use-async";
import { useMessages, useLocalizedPath } from "../../i18n/LocaleContext";

/** docs/product.md §2 /confirm/*: the token comes as ?token=… or as the path after /confirm/. */
export default function ConfirmPage({ location, params }: PageProps) {
  const school = useSchool();
  const { accountPages, account, layout } = useMessages();
  const t = accountPages.confirm;
  const to = useLocalizedPath();
  const splat = params["*"] ?? "";
  const token = new URLSearchParams(location.search).get("token") || splat.replace(/\/+$/, "");
  // The API's own text (if any) is shown; anything but an OK answer is a failed confirmation.
  const { state } = useAsync(
    token
      ? async () => {
          const response = await apiFetch(API_URL, paths.confirmer(token));
          if (!response.ok) throw new Error(`confirmer: ${response.status}`);
          return (await response.text().catch(() => "")).trim() || null;
        }
      : null,
    [token],
    // The page is built without a token: it opens as idle, then asks.
    "idle",
  );

  const answer = state.status === "success" ? state.data : null;
  const cards: Record<typeof state.status, React.ComponentProps<typeof ResultCard>> = {
    idle: { tone: "info", title: t.title, children: <p>{t.idle}</p> },
    loading: { tone: "loading", title: t.loadingTitle, children: <p>{t.loading}</p> },
    success: {
      tone: "success",
      title: t.okTitle,
      actions: <ButtonLink to={to("/login/")}>{account.login}</ButtonLink>,
      children: <p lang={answer ? undefined : "en"}>{answer ?? "Confirmation successful!"}</p>,
    },
    error: {
      tone: "error",
      title: t.errorTitle,
      actions: (
        <>
          <ButtonLink to={to("/")}>{layout.backHome}</ButtonLink>
          <ButtonLink href={`mailto:${school.correoSoporte}`} variant="secondary">
            {t.support}
          </ButtonLink>
        </>
      ),
      children: (
        <>
          <p lang="en">Confirmation failed.</p>
          <p>{t.errorText}</p>
        </>
      ),
    },
  };
  // Keyed: each outcome mounts its own card, whose heading then takes the focus.
  return <ResultCard key={state.status} {...cards[state.status]} />;
}

export const Head = seoHead("/confirm/", (t) => t.accountPages.confirm, { noindex: true });
