import * as React from "react";
import { Button } from "../ui/Button";
import { Spinner } from "../ui/Spinner";

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
      {busy && <Spinner />}
      <span aria-live="polite">{busy ? busyLabel : children}</span>
    </Button>
  );
}
