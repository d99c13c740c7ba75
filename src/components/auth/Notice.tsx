import * as React from "react";
import * as styles from "./Notice.module.css";

/**
 * A message next to a form. Errors are alerts. With `focus`, the message takes the focus as it
 * appears, so the visitor is moved straight to what went wrong (or what was sent).
 */
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
  const ref = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
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
}
