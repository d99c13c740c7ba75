import * as React from "react";
import type { Plan } from "../../school-api/types";
import { API_URL, CHECKOUT_ORIGINS } from "../../config";
import { getEnlaceSuscripcion, readJson } from "../../school-api/client";
import { readToken } from "../../lib/auth-storage";
import { formatEuros } from "../../lib/format";
import {
  SUBSCRIPTION_MESSAGES,
  priceWithIkynesis,
  trustedCheckoutUrl,
} from "../../lib/subscription";
import { useAuth } from "../auth/AuthContext";
import { Modal } from "../ui/Modal";
import { goToLoginForPlan } from "./pending-plan";
// Two columns from tablets on, as the account forms' name fields (composed here: a file
// reached through CSS `composes` skips the PostCSS step that expands named breakpoints).
import * as formStyles from "../auth/Form.module.css";
import * as styles from "./SubscriptionModal.module.css";
import { Button } from "../ui/Button";
import { Lead } from "../ui/Text";
import { Spinner } from "../ui/Spinner";

type Choice = "ikynesis" | "normal";

/**
 * The two ways into a plan (docs/product.md §2 'Plan cards'). A choice asks the API for a checkout link
 * and sends the browser there only when the link is on an allowed checkout origin.
 */
export default function SubscriptionModal({
  plan,
  open,
  onClose,
}: {
  plan: Plan;
  open: boolean;
  onClose: () => void;
}) {
  const { logout } = useAuth();
  const [busy, setBusy] = React.useState<Choice | null>(null);
  const [message, setMessage] = React.useState<string | null>(null);
  const messageRef = React.useRef<HTMLParagraphElement>(null);
  const title = plan.nombre ?? "Plan";

  React.useEffect(() => {
    if (message) messageRef.current?.focus();
  }, [message]);

  const close = onClose;

  const choose = async (choice: Choice) => {
    if (busy) return;
    const token = readToken(window.localStorage, window.sessionStorage);
    if (!token) {
      close();
      goToLoginForPlan(plan);
      return;
    }
    setBusy(choice);
    setMessage(null);
    let response: Response;
    try {
      response = await getEnlaceSuscripcion(API_URL, plan.idPlan, choice === "ikynesis", token);
    } catch {
      setBusy(null);
      setMessage(SUBSCRIPTION_MESSAGES.stripe);
      return;
    }
    if (response.status === 401) {
      // The stored token is no longer valid: log in again and come back to this plan.
      logout();
      close();
      goToLoginForPlan(plan);
      return;
    }
    if (!response.ok) {
      setBusy(null);
      setMessage(SUBSCRIPTION_MESSAGES.stripe);
      return;
    }
    const body = await readJson(response);
    const url = trustedCheckoutUrl(
      typeof body === "object" && body !== null
        ? (body as { checkout_url?: unknown }).checkout_url
        : undefined,
      CHECKOUT_ORIGINS,
    );
    if (!url) {
      setBusy(null);
      setMessage(SUBSCRIPTION_MESSAGES.noUrl);
      return;
    }
    // The button keeps saying where we are going until the browser leaves.
    window.location.assign(url);
  };

  const option = (choice: Choice, label: string, price: number, note: string) => (
    <div className={`${styles.option} ${choice === "ikynesis" ? styles.featured : ""}`}>
      <p className={styles.optionName}>{choice === "ikynesis" ? `${title} + IKYnesis` : title}</p>
      <p className={styles.price}>
        <span className={styles.amount}>{formatEuros(price)}</span> / mes
      </p>
      <p className={styles.note}>{note}</p>
      <Button
        variant={choice === "ikynesis" ? "primary" : "secondary"}
        onClick={() => void choose(choice)}
        aria-disabled={busy !== null || undefined}
      >
        {busy === choice && <Spinner />}
        {busy === choice ? "Preparando el pago…" : label}
      </Button>
    </div>
  );

  return (
    <Modal open={open} onClose={close} title={`Inscribirse: ${title}`} size="l">
      <Lead flush>
        Elige cómo quieres practicar. Te llevaremos a la página de pago segura de Stripe; el cobro
        es mensual y puedes cancelarlo cuando quieras.
      </Lead>
      <section className={styles.ikynesis} aria-labelledby="que-es-ikynesis">
        <h3 id="que-es-ikynesis" className={styles.ikynesisTitle}>
          ¿Qué es IKYnesis?
        </h3>
        <p>
          IKYnesis es el método de movimiento consciente de IKY Yoga. Inspirado en el Método
          Feldenkrais, usa movimientos lentos y suaves para reeducar la postura, liberar tensiones y
          devolver al cuerpo su movilidad natural. Añadido a tu plan, complementa la práctica de
          yoga con sesiones de integración somática.
        </p>
      </section>
      <p className={styles.terms}>
        Al inscribirte aceptas los{" "}
        <a href="/terminos/" target="_blank" rel="noopener">
          Términos de la suscripción
          <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
        </a>{" "}
        —cobro mensual en euros, el suplemento IKYnesis, la cancelación y la plataforma de clases— y
        la{" "}
        <a href="/privacidad/" target="_blank" rel="noopener">
          Política de tratamiento de datos
          <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
        </a>
        .
      </p>
      <div className={formStyles.columns}>
        {option(
          "ikynesis",
          "Inscribirse al plan + IKYnesis",
          priceWithIkynesis(plan.costoMensualEur),
          "Tu plan y las sesiones del método IKYnesis.",
        )}
        {option(
          "normal",
          "Inscribirse al plan normal",
          plan.costoMensualEur,
          "Solo el plan elegido.",
        )}
      </div>
      <p
        ref={messageRef}
        tabIndex={-1}
        role="alert"
        className={message ? styles.error : styles.empty}
      >
        {message}
      </p>
    </Modal>
  );
}
