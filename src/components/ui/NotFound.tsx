import * as React from "react";
import { Link } from "gatsby";
import * as styles from "./NotFound.module.css";
import { ButtonLink } from "./Button";

/** A calm dead end with a way back. */
export function NotFound({
  title = "Página no encontrada",
  children,
}: {
  title?: string;
  children?: React.ReactNode;
}) {
  return (
    <section className={styles.wrap}>
      {/* The numeral is a soft watermark, drawn by CSS: as text it would have to meet a contrast
          it is not meant to have, and the heading already says what happened. */}
      <p className={styles.code} aria-hidden="true" />
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.text}>
        {children ?? (
          <p>Lo que buscas no está aquí. Quizás se movió, o el enlace tenía un error.</p>
        )}
      </div>
      <p className={styles.links}>
        <ButtonLink to="/">Volver al inicio</ButtonLink>
        <Link to="/events/">Ver los eventos</Link>
      </p>
    </section>
  );
}
