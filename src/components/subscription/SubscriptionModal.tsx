import * as React from "react";
import type { Plan } from "../../school-api/types";
import { API_URL, CHECKOUT_ORIGINS } from "../../config";
import { apiFetch, paths, readJson } from "../../school-api/client";
import { readToken } from "../../lib/auth-storage";
import { formatEuros } from "../../lib/format";
import { priceWithIkynesis, trustedCheckoutUrl } from "../../lib/subscription";
import { useLocale, useMessages } from "../../i18n/LocaleContext";
import { apiLang } from "../../i18n/api-lang";
import { useAuth } from "../auth/AuthContext";
import { Modal } from "../ui/Modal";
import { goToLoginForPlan } from "./SubscriptionContext";
import { PolicyLink } from "../auth/PolicyLink";
import { focusOnMount } from "../auth/Notice";
// Its two columns (not CSS `composes`: a composed file skips PostCSS's named breakpoints).
import * as formStyles from "../auth/Form.module.css";
import * as styles from "./SubscriptionModal.module.css";
import { Button } from "../ui/Button";
import { Lead } from "../ui/Text";
import { Spinner } from "../ui/Spinner";

type Choice = "ikynesis" | "normal";

/**
 * The two ways into a plan (docs/product.md §2 'Plan cards'): a choice asks the API for a
 * checkout link and goes there only when it is on an allowed origin.
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
  const messages = useMessages();
  const c = messages.checkout;
  const t = c.subscription;
  const { locale } = useLocale();
  const lang = plan.nombre ? apiLang(locale) : undefined;
  const { logout } = useAuth();
  const [busy, setBusy] = React.useState<Choice | null>(null);
  const [message, setMessage] = React.useState<string | null>(null);
  const title = plan.nombre ?? messages.plans.fallbackName;

  const toLogin = () => {
    onClose();
    goToLoginForPlan(plan, locale);
  };

  const choose = async (choice: Choice) => {
    if (busy) return;
    const token = readToken(window.localStorage, window.sessionStorage);
    if (!token) return toLogin();
    setBusy(choice);
    setMessage(null);
    const link = paths.enlaceSuscripcion(plan.idPlan, choice === "ikynesis");
    const response = await apiFetch(API_URL, link, { token }).catch(() => null);
    if (response?.status === 401) {
      // A dead token: log in again and come back to this plan.
      logout();
      return toLogin();
    }
    const body = response?.ok
      ? ((await readJson(response)) as { checkout_url?: unknown } | null | undefined)
      : null;
    const url = trustedCheckoutUrl(body?.checkout_url, CHECKOUT_ORIGINS);
    // The button keeps saying where we are going until the browser leaves.
    if (url) return window.location.assign(url);
    setBusy(null);
    setMessage(response?.ok ? c.messages.noUrl : c.messages.stripe);
  };

  const option = (choice: Choice, label: string, price: number, note: string) => (
    <div className={`${styles.option} ${choice === "ikynesis" ? styles.featured : ""}`}>
      <p className={styles.optionName}>
        <span lang={lang}>{title}</span>
        {choice === "ikynesis" && t.withIkynesis}
      </p>
      <Lead flush>
        <span className={styles.amount}>{formatEuros(price, locale)}</span>
        {messages.plans.perMonth}
      </Lead>
      <p className={styles.note}>{note}</p>
      <Button
        variant={choice === "ikynesis" ? "primary" : "secondary"}
        onClick={() => void choose(choice)}
        aria-disabled={busy !== null || undefined}
      >
        {busy === choice && <Spinner />}
        {busy === choice ? t.preparing : label}
      </Button>
    </div>
  );

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={
        <>
          {t.titlePrefix}
          <span lang={lang}>{title}</span>
        </>
      }
      size="l"
    >
      <Lead flush>{t.lead}</Lead>
      <section className={styles.ikynesis} aria-labelledby="que-es-ikynesis">
        <h3 id="que-es-ikynesis" className={styles.ikynesisTitle}>
          {t.ikynesisTitle}
        </h3>
        <p>{t.ikynesisText}</p>
      </section>
      <p className={styles.terms}>
        {t.termsBefore}
        <PolicyLink path="/terminos/">{messages.layout.terms}</PolicyLink>
        {t.termsMiddle}
        <PolicyLink />
        {t.termsAfter}
      </p>
      <div className={formStyles.columns}>
        {option(
          "ikynesis",
          t.ikynesisLabel,
          priceWithIkynesis(plan.costoMensualEur),
          t.ikynesisNote,
        )}
        {option("normal", t.normalLabel, plan.costoMensualEur, t.normalNote)}
      </div>
      <p
        ref={message ? focusOnMount : undefined}
        tabIndex={-1}
        role="alert"
        hidden={!message}
        className={styles.error}
      >
        {message}
      </p>
    </Modal>
  );
}
