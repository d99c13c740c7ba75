import * as React from "react";
import * as styles from "./Notice.module.css";

interface NoticeProps {
  tone: "error" | "success" | "info";
  children: React.ReactNode;
  title?: string;
}

/**
 * A message next to a form. Errors are alerts; the element takes focus (tabIndex -1) so a
 * caller can move the visitor straight to what went wrong.
 */
export const Notice = React.forwardRef<HTMLDivElement, NoticeProps>(function Notice(
  { tone, children, title },
  ref,
) {
  return (
    <div
      ref={ref}
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
});
