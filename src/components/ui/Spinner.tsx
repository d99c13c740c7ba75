import * as React from "react";
import * as styles from "./Spinner.module.css";

/** A busy button's ring; the button's own text says what is happening. */
export function Spinner({ className }: { className?: string }) {
  return <span className={`${styles.spinner} ${className ?? ""}`} aria-hidden="true" />;
}
