import * as React from "react";
import type { PageProps } from "gatsby";
import { Seo } from "../../components/layout/Seo";
import { ResultCard } from "../../components/auth/ResultCard";
import { API_URL } from "../../config";
import { useSchool } from "../../hooks/use-school";
import { getConfirmer } from "../../school-api/client";
import { ButtonLink } from "../../components/ui/Button";
import { useAsync } from "../../hooks/use-async";

/**
 * docs/product.md §2 /confirm/*: the e-mail confirmation link. A client-only route: the token comes in
 * the query (?token=…), or as the path after /confirm/ for links written that way.
 */
export default function ConfirmPage({ location, params }: PageProps) {
  const school = useSchool();
  const splat = (params as { "*"?: string })["*"] ?? "";
  const token = new URLSearchParams(location.search).get("token") || splat.replace(/\/+$/, "");
  // The API's own text (if any) is shown; anything but an OK answer is a failed confirmation.
  const { state } = useAsync(
    token
      ? async () => {
          const response = await getConfirmer(API_URL, token);
          if (!response.ok) throw new Error(`confirmer: ${response.status}`);
          return (await response.text().catch(() => "")).trim() || null;
        }
      : null,
    [token],
    // The page is built without a token: it opens as idle, then asks.
    "idle",
  );

  return (
    <>
      <Seo
        title="Confirmación de cuenta"
        description="Confirma tu cuenta de IKY Yoga."
        path="/confirm/"
        noindex
      />
      {state.status === "idle" && (
        <ResultCard tone="info" title="Confirmación de cuenta">
          <p>Abre el enlace del correo que te enviamos al registrarte para confirmar tu cuenta.</p>
        </ResultCard>
      )}
      {state.status === "loading" && (
        <ResultCard tone="loading" title="Confirmando tu cuenta">
          <p>Un momento, por favor.</p>
        </ResultCard>
      )}
      {state.status === "success" && (
        <ResultCard
          tone="success"
          title="Cuenta confirmada"
          actions={<ButtonLink to="/login/">Iniciar sesión</ButtonLink>}
        >
          {state.data ? <p>{state.data}</p> : <p lang="en">Confirmation successful!</p>}
        </ResultCard>
      )}
      {state.status === "error" && (
        <ResultCard
          tone="error"
          title="No se pudo confirmar la cuenta"
          actions={
            <>
              <ButtonLink to="/">Volver al inicio</ButtonLink>
              <ButtonLink href={`mailto:${school.correoSoporte}`} variant="secondary">
                Escribir a soporte
              </ButtonLink>
            </>
          }
        >
          <p lang="en">Confirmation failed.</p>
          <p>El enlace puede haber caducado o ya se usó. Escríbenos y te ayudamos.</p>
        </ResultCard>
      )}
    </>
  );
}
