import * as React from "react";
import { Link } from "gatsby";
import * as styles from "./AuthPage.module.css";

/**
 * The frame of the account pages: a quiet aside with the school's voice and the form on a
 * card, with the close button of docs/product.md §2 back to the home page.
 */
export function AuthPage({
  children,
  aside = "Un lugar para volver al cuerpo, a la respiración y a la calma.",
  wide = false,
}: {
  children: React.ReactNode;
  aside?: string;
  wide?: boolean;
}) {
  return (
    <div className={`${styles.page} ${wide ? styles.wide : ""}`}>
      <div className={styles.aside} aria-hidden="true">
        <div className={styles.sun} />
        <p className={styles.quote}>{aside}</p>
        <p className={styles.sign}>IKY Yoga · Cali</p>
      </div>
      <div className={styles.card}>
        <Link to="/" className={styles.close} aria-label="Cerrar y volver al inicio">
          <span aria-hidden="true">×</span>
        </Link>
        {children}
      </div>
    </div>
  );
}
