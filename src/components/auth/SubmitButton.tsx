import * as React from "react";
import { useHydrated } from "../../hooks/use-hydrated";
import { useMessages } from "../../i18n/LocaleContext";
import { Button } from "../ui/Button";
import { Spinner } from "../ui/Spinner";
import * as styles from "./SubmitButton.module.css";

/**
 * An account form's submit, disabled until the page's script runs: the browser would otherwise
 * send the password and personal data itself. A late or missing script is told by a note under
 * it. While busy it stays focusable (aria-disabled), so keyboard focus stays.
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
