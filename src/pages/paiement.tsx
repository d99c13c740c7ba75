import * as React from "react";
import { Link } from "gatsby";
import { seoHead } from "../components/layout/Seo";
import { PaymentModal } from "../components/payment/PaymentModal";
import * as styles from "../components/payment/PaiementPage.module.css";
import { Button } from "../components/ui/Button";
import { useHydrated } from "../hooks/use-hydrated";
import { Kicker, Lead } from "../components/ui/Text";
import { useMessages, useLocalizedPath } from "../i18n/LocaleContext";

/** docs/product.md §2 /paiement: the payment modal, open on arrival and reopenable after a cancel. */
export default function PaiementPage() {
  const t = useMessages().checkout.paymentPage;
  const to = useLocalizedPath();
  const [cancelled, setCancelled] = React.useState(false);
  // Open once hydrated, until cancelled: the modal (and Stripe.js) exist only in the browser.
  const open = useHydrated() && !cancelled;

  return (
    <>
      <section className={styles.page}>
        <Kicker tone="sage">{t.kicker}</Kicker>
        <h1 className={styles.title}>{t.title}</h1>
        {/* Keyed: after a cancel, a new status paragraph, which screen readers announce. */}
        <Lead size="large" role={cancelled ? "status" : undefined} key={String(cancelled)}>
          {cancelled ? t.cancelled : t.lead}
        </Lead>
        <div className={styles.actions}>
          <Button onClick={() => setCancelled(false)}>{t.open}</Button>
          <Link to={to("/#programas")}>{t.plans}</Link>
        </div>
      </section>
      <PaymentModal open={open} onClose={() => setCancelled(true)} />
    </>
  );
}

export const Head = seoHead("/paiement/", (t) => t.checkout.paymentPage, { noindex: true });
