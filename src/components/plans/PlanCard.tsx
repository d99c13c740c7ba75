import * as React from "react";
import { graphql } from "gatsby";
import type { Plan } from "../../school-api/types";
import { formatEuros } from "../../lib/format";
import { useSubscription } from "../subscription/SubscriptionContext";
import * as styles from "./PlanCard.module.css";
import { Button } from "../ui/Button";
import { useLocale, useMessages } from "../../i18n/LocaleContext";
import { apiLang } from "../../i18n/api-lang";

/** A plan as the cards and the subscription flow use it (docs/api-contract.md §2). */
export const query = graphql`
  fragment PlanFields on Plan {
    idPlan
    nombre
    costoMensualEur
    descripcion
  }
`;

/** A monthly plan, with 'Inscribirse' (useSubscription) when it costs something. */
export function PlanCard({ plan, featured = false }: { plan: Plan; featured?: boolean }) {
  const messages = useMessages();
  const t = messages.plans;
  const { locale } = useLocale();
  const lang = apiLang(locale);
  const { subscribe } = useSubscription();
  const title = plan.nombre ?? t.fallbackName;
  const headingId = `plan-${plan.idPlan}`;
  const paid = plan.costoMensualEur > 0;
  return (
    <article
      className={`${styles.card} ${featured ? styles.featured : ""}`}
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className={styles.title} lang={plan.nombre ? lang : undefined}>
        {title}
      </h3>
      <p className={styles.price}>
        <span className={styles.amount}>
          {paid ? formatEuros(plan.costoMensualEur, locale) : t.free}
        </span>
        {paid && <span className={styles.per}>{t.perMonth}</span>}
      </p>
      {plan.descripcion.length > 0 && (
        <ul className={styles.features} lang={lang}>
          {plan.descripcion.map((feature, i) => (
            <li key={i}>{feature}</li>
          ))}
        </ul>
      )}
      {paid && (
        <Button
          className={styles.cta}
          onClick={() => subscribe(plan, { locale, messages })}
          aria-describedby={headingId}
        >
          {t.subscribe}
        </Button>
      )}
    </article>
  );
}
