import * as React from "react";
import { Link } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { PaymentModal } from "../components/payment/PaymentModal";
import * as styles from "../components/payment/PaiementPage.module.css";
import { Button } from "../components/ui/Button";
import { Kicker, Lead } from "../components/ui/Text";

/** docs/product.md §2 /paiement: the payment modal, open on arrival and reopenable after a cancel. */
export default function PaiementPage() {
  const [open, setOpen] = React.useState(false);
  const [cancelled, setCancelled] = React.useState(false);

  // Opened after mount: the modal (and Stripe.js) exist only in the browser.
  React.useEffect(() => setOpen(true), []);

  return (
    <>
      <Seo
        title="Pago con tarjeta"
        description="Pago seguro con tarjeta de los planes de IKY Yoga."
        path="/paiement/"
        noindex
      />
      <section className={styles.page}>
        <Kicker tone="sage">Pago seguro</Kicker>
        <h1 className={styles.title}>Pago con tarjeta</h1>
        {cancelled ? (
          <Lead size="large" role="status">
            Has cancelado el pago. No se ha hecho ningún cargo.
          </Lead>
        ) : (
          <Lead size="large">
            Introduce los datos de tu tarjeta en el formulario de pago. Los pagos se procesan con
            Stripe y se cobran en euros.
          </Lead>
        )}
        <div className={styles.actions}>
          <Button
            onClick={() => {
              setCancelled(false);
              setOpen(true);
            }}
          >
            Abrir el formulario de pago
          </Button>
          <Link to="/#programas">Ver los planes</Link>
        </div>
      </section>
      <PaymentModal
        open={open}
        onClose={() => {
          setOpen(false);
          setCancelled(true);
        }}
      />
    </>
  );
}
