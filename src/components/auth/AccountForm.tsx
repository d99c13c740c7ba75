import * as React from "react";
import { useHydrated } from "../../hooks/use-hydrated";
import { useMessages } from "../../i18n/LocaleContext";
import { Button } from "../ui/Button";
import { Spinner } from "../ui/Spinner";
import { Kicker, Lead } from "../ui/Text";
import * as textStyles from "../ui/Text.module.css";
import * as styles from "./Form.module.css";
import { loadClient } from "../../school-api/load-client";

/**
 * Every account form's frame: validated by the site (noValidate), so errors are in the page's
 * language. Focus fetches the API client and `preload` (the answer's dialog) before it sends.
 */
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
  // On each focus: webpack fetches once (again after a failure); the code's user reports errors.
  const load = () => {
    for (const loading of [loadClient(), preload?.()]) loading?.catch(() => undefined);
  };
  return (
    <form
      ref={ref}
      className={styles.form}
      onSubmit={onSubmit}
      onFocus={load}
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
