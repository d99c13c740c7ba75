import * as React from "react";
import { Modal } from "../ui/Modal";
import { Field } from "../auth/Field";
import { useStripeScript } from "./use-stripe";
// Composed here, not with CSS `composes`: a composed file skips the PostCSS step (named
// breakpoints would reach the browser unexpanded).
import * as formStyles from "../auth/Form.module.css";
import * as styles from "./PaymentModal.module.css";
import { Button } from "../ui/Button";
import { Spinner } from "../ui/Spinner";
import { useMessages } from "../../i18n/LocaleContext";
import type { Messages } from "../../i18n/types";

/** '4242424242424242' → '4242 4242 4242 4242', as it is printed on the card. */
export const groupCardNumber = (value: string) =>
  value
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");

/** '1228' → '12/28' while typing. */
export const formatExpiry = (value: string) => {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

type Card = { number: string; expiry: string; cvc: string };

/**
 * The card's three fields: what each asks (in the page's language), what the browser may fill,
 * how typing is shaped.
 */
const cardFields = (
  t: Messages["checkout"]["payment"],
): Record<
  keyof Card,
  {
    label: string;
    autoComplete: string;
    placeholder: string;
    name: string;
    format: (v: string) => string;
    maxLength?: number;
  }
> => ({
  number: {
    label: t.cardNumber,
    autoComplete: "cc-number",
    placeholder: "1234 5678 9012 3456",
    name: "cardnumber",
    format: groupCardNumber,
  },
  expiry: {
    label: t.expiry,
    autoComplete: "cc-exp",
    placeholder: t.expiryPlaceholder,
    name: "exp-date",
    format: formatExpiry,
  },
  cvc: {
    label: t.cvc,
    autoComplete: "cc-csc",
    placeholder: "123",
    name: "cvc",
    maxLength: 4,
    format: (value) => value.replace(/\D/g, "").slice(0, 4),
  },
});

/**
 * docs/product.md §2 'Payment modal': card number, expiry MM/YY and CVV; cancelling asks first (Sí
 * closes, No returns with everything typed). Stripe.js loads only when the modal opens, and
 * its four loading states are shown.
 */
export function PaymentModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useMessages().checkout.payment;
  const fields = React.useMemo(() => cardFields(t), [t]);
  const { status, retry } = useStripeScript(open);
  const [card, setCard] = React.useState<Card>({ number: "", expiry: "", cvc: "" });
  const cardField = (key: keyof Card) => {
    const { format, ...field } = fields[key];
    return (
      <Field
        {...field}
        inputMode="numeric"
        value={card[key]}
        onChange={(event) => setCard({ ...card, [key]: format(event.target.value) })}
      />
    );
  };
  const [confirming, setConfirming] = React.useState(false);
  const [note, setNote] = React.useState(false);
  const noRef = React.useRef<HTMLButtonElement>(null);
  const cancelRef = React.useRef<HTMLButtonElement>(null);
  const wasConfirming = React.useRef(false);

  React.useEffect(() => {
    if (confirming) noRef.current?.focus();
    else if (wasConfirming.current) cancelRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const yes = () => {
    setConfirming(false);
    setCard({ number: "", expiry: "", cvc: "" });
    setNote(false);
    onClose();
  };

  return (
    <Modal
      open={open}
      onClose={() => setConfirming(true)}
      title={confirming ? t.confirmTitle : t.title}
      size="s"
      closeLabel={t.closeLabel}
    >
      {confirming ? (
        <div className={styles.confirm}>
          <p className={styles.text}>{t.confirmText}</p>
          <div className={`${formStyles.actions} ${styles.actions}`}>
            <Button ref={noRef} variant="secondary" onClick={() => setConfirming(false)}>
              {t.no}
            </Button>
            <Button onClick={yes}>{t.yes}</Button>
          </div>
        </div>
      ) : (
        <form
          className={styles.form}
          method="post"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setNote(true);
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
          {cardField("number")}
          <div className={styles.pair}>
            {cardField("expiry")}
            {cardField("cvc")}
          </div>
          {note && (
            <p className={styles.note} role="status">
              {t.note}
            </p>
          )}
          <div className={`${formStyles.actions} ${styles.actions}`}>
            <Button ref={cancelRef} variant="secondary" onClick={() => setConfirming(true)}>
              {t.cancel}
            </Button>
            <Button
              type="submit"
              className={styles.pay}
              aria-disabled={status !== "resolved" || undefined}
            >
              {t.pay}
            </Button>
          </div>
          <p className={styles.secure}>
            <svg className={styles.lock} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <rect x="5" y="10.5" width="14" height="10" rx="2" />
              <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
            </svg>
            {t.secure}
          </p>
        </form>
      )}
    </Modal>
  );
}
