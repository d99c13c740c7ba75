import * as React from "react";
import * as styles from "./ResultCard.module.css";

/**
 * The calm card of the one-question pages (/success-subscription, /confirm): a loading state
 * that says what is happening, then the outcome with a way on. The heading takes focus when
 * the outcome arrives so screen readers hear it.
 */
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
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  // The pages show each state in a card of its own: an outcome's card appears as it arrives.
  React.useEffect(() => {
    if (tone === "success" || tone === "error") headingRef.current?.focus();
  }, [tone]);
  return (
    <section className={`${styles.card} ${styles[tone]}`} aria-busy={tone === "loading"}>
      <div className={styles.mark} aria-hidden="true">
        {tone === "success" ? "✓" : tone === "error" ? "!" : tone === "info" ? "i" : ""}
      </div>
      <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      <div className={styles.text} role={tone === "loading" ? "status" : undefined}>
        {children}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
