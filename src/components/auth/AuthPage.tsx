import * as React from "react";
import { Link } from "gatsby";
import { useMessages, useLocalizedPath } from "../../i18n/LocaleContext";
import * as styles from "./AuthPage.module.css";

/** The account pages' frame: an aside, and the form on a card that closes to home (§2). */
export function AuthPage({
  children,
  aside,
  wide = false,
}: {
  children: React.ReactNode;
  aside?: string;
  wide?: boolean;
}) {
  const t = useMessages().auth.page;
  const to = useLocalizedPath();
  return (
    <div className={`${styles.page} ${wide ? styles.wide : ""}`}>
      <div className={styles.aside} aria-hidden="true">
        <div className={styles.sun} />
        <p className={styles.quote}>{aside ?? t.aside}</p>
        <p className={styles.sign}>{t.sign}</p>
      </div>
      <div className={styles.card}>
        <Link to={to("/")} className={styles.close} aria-label={t.close}>
          <span aria-hidden="true">×</span>
        </Link>
        {children}
      </div>
    </div>
  );
}
