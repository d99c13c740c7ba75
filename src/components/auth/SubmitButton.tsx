import * as React from "react";
import { useHydrated } from "../../hooks/use-hydrated";
import { useMessages } from "../../i18n/LocaleContext";
import { Button } from "../ui/Button";
import { Spinner } from "../ui/Spinner";
import * as styles from "./SubmitButton.module.css";

/**
 * The submit of an account form, which holds a password or personal data. Until the page's
 * script has run it is disabled, so neither a click nor Enter in a field sends the form: the
 * browser would send it by itself, every field in the address (and the access log), before the
 * script that sends it properly is there. If the script is late or never comes (JavaScript off,
 * a blocked script), a note under it says so after a few seconds (at once without JavaScript:
 * SubmitButton.module.css). While busy it says so and stays focusable (aria-disabled, not
 * disabled) so keyboard focus is not thrown to the page; the form ignores the repeat.
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
