import * as React from "react";
import type { PageProps } from "gatsby";
import { Seo } from "../../components/layout/Seo";
import { ResultCard } from "../../components/auth/ResultCard";
import { API_URL } from "../../config";
import { useSchool } from "../../hooks/use-school";
import { getConfirmer } from "../../school-api/client";
import { ButtonLink } from "../../components/ui/Button";

type State =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "done"; text: string | null }
  | { status: "failed" };

/**
 * Spec §2 /confirm/*: the e-mail confirmation link. A client-only route: the token comes in
 * the query (?token=…), or as the path after /confirm/ for links written that way.
 */
export default function ConfirmPage({ location, params }: PageProps) {
  const school = useSchool();
  const [state, setState] = React.useState<State>({ status: "idle" });
  const splat = (params as { "*"?: string })["*"] ?? "";

  React.useEffect(() => {
    const token = new URLSearchParams(location.search).get("token") || splat.replace(/\/+$/, "");
    if (!token) {
      setState({ status: "idle" });
      return undefined;
    }
    let active = true;
    setState({ status: "loading" });
    getConfirmer(API_URL, token)
      .then(async (response) => {
        const text = response.ok ? (await response.text().catch(() => "")).trim() : "";
        if (active)
          setState(response.ok ? { status: "done", text: text || null } : { status: "failed" });
      })
      .catch(() => {
        if (active) setState({ status: "failed" });
      });
    return () => {
      active = false;
    };
  }, [location.search, splat]);

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
      {state.status === "done" && (
        <ResultCard
          tone="success"
          title="Cuenta confirmada"
          actions={<ButtonLink to="/login/">Iniciar sesión</ButtonLink>}
        >
          {state.text ? <p>{state.text}</p> : <p lang="en">Confirmation successful!</p>}
        </ResultCard>
      )}
      {state.status === "failed" && (
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
