import * as React from "react";
import * as styles from "./Notice.module.css";

/** A ref that focuses its element as it appears (or as the ref is given to it). */
export const focusOnMount = (node: HTMLElement | null) => node?.focus();

/** A message next to a form; errors are alerts. With `focus`, it takes the focus as it appears. */
export function Notice({
  tone,
  children,
  title,
  focus = false,
}: {
  tone: "error" | "success" | "info";
  children: React.ReactNode;
  title?: string;
  focus?: boolean;
}) {
  return (
    <div
      ref={focus ? focusOnMount : undefined}
      tabIndex={-1}
      role={tone === "error" ? "alert" : "status"}
      className={`${styles.notice} ${styles[tone]}`}
    >
      <span className={styles.mark} aria-hidden="true">
        {tone === "error" ? "!" : tone === "success" ? "✓" : "i"}
      </span>
      <div className={styles.text}>
        {title && <p className={styles.title}>{title}</p>}
        {children}
      </div>
    </div>
  );
}
