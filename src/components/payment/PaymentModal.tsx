import * as React from "react";
import { flushSync } from "react-dom";
import type { Stripe, StripeElements } from "@stripe/stripe-js";
import { OUTSIDE_SCRIPTS } from "../../../deploy/trusted-types.mjs";
import { STRIPE_PUBLISHABLE_KEY } from "../../config";
import { insertScript } from "../layout/script-url-policy";
import { useAsync, type AsyncState } from "../../hooks/use-async";
import { Modal } from "../ui/Modal";
// Not CSS `composes`: a composed file skips PostCSS (named breakpoints would stay unexpanded).
import * as formStyles from "../auth/Form.module.css";
import * as fieldStyles from "../auth/Field.module.css";
import { FieldError } from "../auth/Field";
import * as styles from "./PaymentModal.module.css";
import { Button } from "../ui/Button";
import { Spinner } from "../ui/Spinner";
import { useLocale, useMessages } from "../../i18n/LocaleContext";

/**
 * Stripe.js, inserted through the site's Trusted Types policy (../layout/script-url-policy.ts):
 * @stripe/stripe-js's loader sets a plain string as src, which the policy refuses; loadStripe
 * then finds `window.Stripe`. A failed script is removed, so a retry inserts a fresh one.
 */
function loadStripeScript(): Promise<void> {
  if (window.Stripe) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = insertScript(OUTSIDE_SCRIPTS.stripe);
    script.addEventListener("load", () =>
      window.Stripe ? resolve() : reject(new Error("Stripe.js did not define Stripe")),
    );
    script.addEventListener("error", () => {
      script.remove();
      reject(new Error("Stripe.js did not load"));
    });
  });
}

/** Stripe's object, once Stripe.js and (lazily) @stripe/stripe-js are there. */
async function loadStripeObject(): Promise<Stripe> {
  const [{ loadStripe }] = await Promise.all([
    import("@stripe/stripe-js/pure"),
    loadStripeScript(),
  ]);
  const stripe = await loadStripe(STRIPE_PUBLISHABLE_KEY);
  if (!stripe) throw new Error("Stripe.js gave no Stripe object");
  return stripe;
}

/** docs/product.md §4 'Payment-script loading', by the state of the script's loading. */
const STATUS = {
  idle: "initial",
  loading: "pending",
  success: "resolved",
  error: "rejected",
} as const satisfies Record<AsyncState<Stripe>["status"], string>;

const CARD_FIELDS = ["cardNumber", "cardExpiry", "cardCvc"] as const;
type CardField = (typeof CARD_FIELDS)[number];

// What each field last told (Stripe's `change` event), once it has.
type Fields = Partial<Record<CardField, { complete: boolean; error: string | null }>>;

// The text inside Stripe's frames: the site's colours, the size of its inputs.
const ELEMENT_STYLE = {
  base: {
    color: "#2e2a24",
    fontSize: "16px",
    lineHeight: "24px",
    "::placeholder": { color: "#62584d" },
  },
  invalid: { color: "#a1261b" },
};

/**
 * docs/product.md §2 'Payment modal': the card typed into Stripe's iframes, never this page;
 * cancelling asks first. Nothing is charged here (the note says so).
 */
export function PaymentModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { payment: t, paymentPage } = useMessages().checkout;
  const { locale } = useLocale();
  const id = React.useId();
  // Stripe.js loads when the modal first opens (never at import nor in the build), then stays.
  const [wanted, setWanted] = React.useState(open);
  if (open && !wanted) setWanted(true);
  const { state, retry } = useAsync(wanted ? loadStripeObject : null, [wanted], "idle");
  const status = STATUS[state.status];
  const stripe = state.status === "success" ? state.data : null;
  const [fields, setFields] = React.useState<Fields>({});
  const clearFields = React.useRef<() => void>(() => undefined);
  const [confirming, setConfirming] = React.useState(false);
  const [note, setNote] = React.useState<"incomplete" | "noCharge" | null>(null);
  const noRef = React.useRef<HTMLButtonElement>(null);
  const cancelRef = React.useRef<HTMLButtonElement>(null);

  // Mounted while the cancel confirmation shows, so "No" returns to everything typed.
  React.useEffect(() => {
    if (!open || !stripe) return undefined;
    const elements: StripeElements = stripe.elements({ locale });
    const created = CARD_FIELDS.map((field) => {
      // One overload for the three: their options differ only by the number's icon.
      const element = elements
        .create(field as "cardNumber", {
          style: ELEMENT_STYLE,
          ...(field === "cardNumber" && { showIcon: true }),
        })
        .on("change", (event) => {
          setFields((current) => ({
            ...current,
            [field]: { complete: event.complete, error: event.error?.message ?? null },
          }));
          setNote(null);
        });
      const container = document.querySelector<HTMLElement>(`[data-stripe-field="${field}"]`);
      if (container) element.mount(container);
      return element;
    });
    clearFields.current = () => {
      for (const element of created) element.clear();
    };
    return () => {
      for (const element of created) element.destroy();
    };
  }, [open, stripe, locale]);

  // The confirmation and the form take turns: focus goes to "No", and back to "Cancelar".
  const ask = (next: boolean) => {
    flushSync(() => setConfirming(next));
    (next ? noRef : cancelRef).current?.focus();
  };

  const yes = () => {
    setConfirming(false);
    clearFields.current();
    setFields({});
    setNote(null);
    onClose();
  };

  const complete = CARD_FIELDS.every((field) => fields[field]?.complete);

  const field = (name: CardField, label: string) => {
    const labelId = `${id}-${name}`;
    const errorId = `${labelId}-error`;
    const error = fields[name]?.error;
    return (
      <div className={fieldStyles.field}>
        <span id={labelId} className={fieldStyles.label}>
          {label}
        </span>
        <div
          role="group"
          aria-labelledby={labelId}
          aria-describedby={error ? errorId : undefined}
          className={`${fieldStyles.input} ${styles.stripeField} ${error ? fieldStyles.invalid : ""}`}
          data-stripe-field={name}
        />
        <FieldError id={errorId} error={error} />
      </div>
    );
  };

  return (
    <Modal
      open={open}
      onClose={() => ask(true)}
      title={confirming ? t.confirmTitle : paymentPage.title}
      size="s"
      closeLabel={t.closeLabel}
    >
      {confirming && (
        <div className={formStyles.form}>
          <p className={styles.text}>{t.confirmText}</p>
          <div className={`${formStyles.actions} ${styles.actions}`}>
            <Button ref={noRef} variant="secondary" onClick={() => ask(false)}>
              {t.no}
            </Button>
            <Button onClick={yes}>{t.yes}</Button>
          </div>
        </div>
      )}
      <form
        className={`${formStyles.form} ${styles.form}`}
        method="post"
        noValidate
        hidden={confirming}
        onSubmit={(event) => {
          event.preventDefault();
          if (!stripe) return;
          setNote(complete ? "noCharge" : "incomplete");
        }}
      >
        <p
          className={`${styles.status} ${styles[status]}`}
          role={status === "rejected" ? "alert" : "status"}
          data-stripe-status={status}
        >
          {status === "pending" ? (
            <Spinner className={styles.statusSpinner} />
          ) : (
            <span className={styles.statusMark} aria-hidden="true" />
          )}
          <span>{t.status[status]}</span>
        </p>
        {status === "rejected" && (
          <button
            type="button"
            className={`${formStyles.linkButton} ${styles.retry}`}
            onClick={retry}
          >
            {t.retry}
          </button>
        )}
        {stripe && (
          <>
            {field("cardNumber", t.cardNumber)}
            <div className={styles.pair}>
              {field("cardExpiry", t.expiry)}
              {field("cardCvc", t.cvc)}
            </div>
          </>
        )}
        {note && (
          <p className={styles.note} role="status">
            {note === "noCharge" ? t.note : t.incomplete}
          </p>
        )}
        <div className={`${formStyles.actions} ${styles.actions}`}>
          <Button ref={cancelRef} variant="secondary" onClick={() => ask(true)}>
            {t.cancel}
          </Button>
          <Button type="submit" className={styles.pay} aria-disabled={!stripe || undefined}>
            {t.pay}
          </Button>
        </div>
        <p className={`${formStyles.privacy} ${styles.secure}`}>
          <svg className={styles.lock} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <rect x="5" y="10.5" width="14" height="10" rx="2" />
            <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
          </svg>
          {t.secure}
        </p>
      </form>
    </Modal>
  );
}
