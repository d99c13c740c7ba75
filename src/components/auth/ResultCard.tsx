import * as React from "react";
import * as styles from "./ResultCard.module.css";
import { focusOnMount } from "./Notice";

/** /confirm's and /success-subscription's outcome; its heading takes focus, for screen readers. */
export function ResultCard({
  tone,
  title,
  children,
  actions,
}: {
  tone: "loading" | "success" | "error" | "info";
  title: string;
  children?: React.ReactNode;
  actions?: React.ReactNode;
}) {
  return (
    <section className={`${styles.card} ${styles[tone]}`} aria-busy={tone === "loading"}>
      <div className={styles.mark} aria-hidden="true">
        {tone === "success" ? "✓" : tone === "error" ? "!" : tone === "info" ? "i" : ""}
      </div>
      <h1
        ref={tone === "success" || tone === "error" ? focusOnMount : undefined}
        tabIndex={-1}
        className={styles.title}
      >
        {title}
      </h1>
      <div className={styles.text} role={tone === "loading" ? "status" : undefined}>
        {children}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
