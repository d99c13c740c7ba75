import * as React from "react";
import * as styles from "./Form.module.css";

/**
 * The submit of an account form. While busy it says so and stays focusable (aria-disabled,
 * not disabled) so keyboard focus is not thrown to the page; the form ignores the repeat.
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
  return (
    <button type="submit" className={styles.submit} aria-disabled={busy || undefined}>
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      <span aria-live="polite">{busy ? busyLabel : children}</span>
    </button>
  );
}
