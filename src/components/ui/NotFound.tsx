import * as React from "react";
import { Link } from "gatsby";
import * as styles from "./NotFound.module.css";
import { ButtonLink } from "./Button";
import { useLocalizedPath, useMessages } from "../../i18n/LocaleContext";

/** A calm dead end with a way back. */
export function NotFound({ title, children }: { title?: string; children?: React.ReactNode }) {
  const t = useMessages().layout;
  const to = useLocalizedPath();
  return (
    <section className={styles.wrap}>
      {/* A watermark drawn by CSS: as text it would need a contrast it is not meant to have. */}
      <p className={styles.code} aria-hidden="true" />
      <h1 className={styles.title}>{title ?? t.notFoundTitle}</h1>
      <div className={styles.text}>{children ?? <p>{t.notFoundText}</p>}</div>
      <p className={styles.links}>
        <ButtonLink to={to("/")}>{t.backHome}</ButtonLink>
        <Link to={to("/events/")}>{t.seeEvents}</Link>
      </p>
    </section>
  );
}
