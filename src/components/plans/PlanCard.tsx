import * as React from "react";
import type { Plan } from "../../school-api/types";
import { formatEuros } from "../../lib/format";
import { useSubscription } from "../subscription/SubscriptionContext";
import * as styles from "./PlanCard.module.css";
import { Button } from "../ui/Button";

/**
 * A monthly plan: title, price in euros, features, and 'Inscribirse' only when the plan costs
 * something; the button opens the subscription flow through useSubscription().
 */
export function PlanCard({ plan, featured = false }: { plan: Plan; featured?: boolean }) {
  const { subscribe } = useSubscription();
  const title = plan.nombre ?? "Plan";
  const headingId = `plan-${plan.idPlan}`;
  return (
    <article
      className={`${styles.card} ${featured ? styles.featured : ""}`}
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className={styles.title}>
        {title}
      </h3>
      <p className={styles.price}>
        {plan.costoMensualEur > 0 ? (
          <>
            <span className={styles.amount}>{formatEuros(plan.costoMensualEur)}</span>
            <span className={styles.per}> / mes</span>
          </>
        ) : (
          <span className={styles.amount}>Gratis</span>
        )}
      </p>
      {plan.descripcion.length > 0 && (
        <ul className={styles.features}>
          {plan.descripcion.map((feature, i) => (
            <li key={i}>{feature}</li>
          ))}
        </ul>
      )}
      {plan.costoMensualEur > 0 && (
        <Button className={styles.cta} onClick={() => subscribe(plan)} aria-describedby={headingId}>
          Inscribirse
        </Button>
      )}
    </article>
  );
}
