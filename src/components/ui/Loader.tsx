import * as React from "react";
import * as styles from "./Loader.module.css";

/** The loader of docs/product.md §2, shown only while something really is loading. */
export function Loader({ label = "Chargement..." }: { label?: string }) {
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      <span className={styles.lotus} aria-hidden="true" />
      <p className={styles.label}>{label}</p>
    </div>
  );
}
