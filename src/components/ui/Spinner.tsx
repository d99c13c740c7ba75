import * as React from "react";
import * as styles from "./Spinner.module.css";

/** A busy button's ring; the button's own text says what is happening. */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}
