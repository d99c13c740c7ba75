import * as React from "react";
import { STRIPE_PUBLISHABLE_KEY } from "../../config";

/** docs/product.md §4 'Payment-script loading'. */
export type StripeStatus = "initial" | "pending" | "resolved" | "rejected";

/**
 * Loads Stripe.js when `active` first turns true, never at import or during the build: the
 * `pure` entry of @stripe/stripe-js does not inject the script until loadStripe() is called,
 * and it is itself imported lazily, so no page pays for it until the payment modal opens.
 */
export function useStripeScript(active: boolean) {
  const [status, setStatus] = React.useState<StripeStatus>("initial");
  const mounted = React.useRef(true);
  React.useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const load = React.useCallback(() => {
    setStatus("pending");
    const settle = (next: StripeStatus) => {
      if (mounted.current) setStatus(next);
    };
    import("@stripe/stripe-js/pure")
      .then(({ loadStripe }) => loadStripe(STRIPE_PUBLISHABLE_KEY))
      .then((stripe) => settle(stripe ? "resolved" : "rejected"))
      .catch(() => settle("rejected"));
  }, []);

  React.useEffect(() => {
    if (active && status === "initial") load();
  }, [active, status, load]);

  return { status, retry: load };
}
