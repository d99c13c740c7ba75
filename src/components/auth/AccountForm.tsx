import * as React from "react";
import { flushSync } from "react-dom";
import { useHydrated } from "../../hooks/use-hydrated";
import { useMessages } from "../../i18n/LocaleContext";
import { Button } from "../ui/Button";
import { Spinner } from "../ui/Spinner";
import { Kicker, Lead } from "../ui/Text";
import * as textStyles from "../ui/Text.module.css";
import * as styles from "./Form.module.css";
import { loadClient } from "../../school-api/load-client";
import type { FieldErrors, SignupMessages } from "../../lib/signup";

/** Every account form's frame: validated by the site (noValidate), in the page's language. */
export const AccountForm = React.forwardRef<
  HTMLFormElement,
  {
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
    kicker?: string;
    title: React.ReactNode;
    level: 1 | 2;
    lead: React.ReactNode;
    preload?: () => Promise<unknown>;
    titleRef?: React.Ref<HTMLHeadingElement>;
    children: React.ReactNode;
  }
>(function AccountForm({ onSubmit, kicker, title, level, lead, preload, titleRef, children }, ref) {
  const titleId = React.useId();
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <form
      ref={ref}
      className={styles.form}
      onSubmit={onSubmit}
      // The API client and `preload` (the answer's dialog) fetched before sending: webpack fetches
      // once (again after a failure); their users report errors.
      onFocus={() => void Promise.allSettled([loadClient(), preload?.()])}
      // Never GET: sent without the script, every field would be in the address (SubmitButton).
      method="post"
      noValidate
      aria-labelledby={titleId}
    >
      <div className={`${textStyles.group} ${styles.header}`}>
        {kicker && <Kicker tone="sage">{kicker}</Kicker>}
        <Heading
          id={titleId}
          ref={titleRef}
          tabIndex={titleRef ? -1 : undefined}
          className={styles.title}
        >
          {title}
        </Heading>
        {React.isValidElement(lead) ? lead : <Lead>{lead}</Lead>}
      </div>
      {children}
    </form>
  );
});

/**
 * Disabled until the page's script runs (else the browser would send the password itself), with
 * a note while the script is late. Busy, it stays focusable (aria-disabled): focus stays.
 */
export function SubmitButton({
  busy,
  children,
  busyLabel,
}: {
  busy: boolean;
  children: React.ReactNode;
  busyLabel: string;
}) {
  const hydrated = useHydrated();
  const t = useMessages().auth;
  return (
    <>
      <Button type="submit" block disabled={!hydrated} aria-disabled={busy || undefined}>
        {busy && <Spinner />}
        <span aria-live="polite">{busy ? busyLabel : children}</span>
      </Button>
      {!hydrated && <p className={styles.pending}>{t.scriptPending}</p>}
    </>
  );
}

/**
 * A form whose controls keep their own values (uncontrolled), so what was typed in the prebuilt
 * HTML before hydration stays. On submit the controls named in `fields` are read from the <form>
 * (`ref`; one not rendered stays empty) and checked; focus goes to the first error.
 */
export function useForm<T extends Record<string, string | boolean>>(
  fields: T,
  validate: (values: T, messages: SignupMessages) => FieldErrors<T> = () => ({}),
) {
  const messages = useMessages().auth.validation;
  const [errors, setErrors] = React.useState<FieldErrors<T>>({});
  const [busy, setBusy] = React.useState(false);
  const running = React.useRef(false);
  const ref = React.useRef<HTMLFormElement>(null);

  /** The form's onSubmit: runs `send` with valid values, unless a call is still out. */
  const submit = (send: (values: T) => Promise<void>) => (event: React.FormEvent) => {
    event.preventDefault();
    const data = new FormData(ref.current ?? undefined);
    const values = { ...fields };
    for (const name of Object.keys(fields) as (keyof T & string)[]) {
      const value = data.get(name);
      if (typeof fields[name] === "boolean") values[name] = (value !== null) as T[typeof name];
      else if (typeof value === "string") values[name] = value as T[typeof name];
    }
    const found = validate(values, messages);
    flushSync(() => setErrors(found));
    if (Object.keys(found).length > 0) {
      ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    if (running.current) return;
    running.current = true;
    setBusy(true);
    void send(values).finally(() => {
      running.current = false;
      setBusy(false);
    });
  };

  return { errors, busy, submit, ref };
}
