import * as React from "react";
import * as styles from "./Form.module.css";
import { Button } from "../ui/Button";

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
    <Button type="submit" block aria-disabled={busy || undefined}>
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      <span aria-live="polite">{busy ? busyLabel : children}</span>
    </Button>
  );
}
