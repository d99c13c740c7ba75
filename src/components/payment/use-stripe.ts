import * as React from "react";
import type { Stripe } from "@stripe/stripe-js";
import { OUTSIDE_SCRIPTS } from "../../../deploy/trusted-types.mjs";
import { STRIPE_PUBLISHABLE_KEY } from "../../config";
import { insertScript } from "../layout/script-url-policy";
import { useAsync, type AsyncState } from "../../hooks/use-async";

/** docs/product.md §4 'Payment-script loading'. */
export type StripeStatus = "initial" | "pending" | "resolved" | "rejected";

/**
 * Stripe.js, inserted by the site through its Trusted Types policy for script URLs
 * (src/components/layout/script-url-policy.ts): @stripe/stripe-js's own loader assigns a plain
 * string to a script's src, which the enforced policy refuses. Once the script has run,
 * loadStripe finds `window.Stripe` and inserts nothing. A failed script is removed, so a retry
 * inserts a fresh one.
 */
function loadStripeScript(): Promise<void> {
  // @stripe/stripe-js declares `window.Stripe`, which Stripe.js sets once it has run.
  const w = window;
  if (w.Stripe) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = insertScript(OUTSIDE_SCRIPTS.stripe);
    script.addEventListener("load", () =>
      w.Stripe ? resolve() : reject(new Error("Stripe.js did not define Stripe")),
    );
    script.addEventListener("error", () => {
      script.remove();
      reject(new Error("Stripe.js did not load"));
    });
  });
}

/** Stripe's object, once Stripe.js and @stripe/stripe-js (imported lazily) are there. */
async function loadStripeObject(): Promise<Stripe> {
  const [{ loadStripe }] = await Promise.all([
    import("@stripe/stripe-js/pure"),
    loadStripeScript(),
  ]);
  const stripe = await loadStripe(STRIPE_PUBLISHABLE_KEY);
  if (!stripe) throw new Error("Stripe.js gave no Stripe object");
  return stripe;
}

const STATUS = {
  idle: "initial",
  loading: "pending",
  success: "resolved",
  error: "rejected",
} as const satisfies Record<AsyncState<Stripe>["status"], StripeStatus>;

/**
 * Loads Stripe.js when `active` first turns true, never at import or during the build, and
 * gives the Stripe object its card fields come from (PaymentModal.tsx). @stripe/stripe-js is
 * itself imported lazily, so no page pays for it until the payment modal opens.
 */
export function useStripe(active: boolean) {
  const [wanted, setWanted] = React.useState(active);
  if (active && !wanted) setWanted(true);
  const { state, retry } = useAsync(wanted ? loadStripeObject : null, [wanted], "idle");
  return {
    status: STATUS[state.status],
    stripe: state.status === "success" ? state.data : null,
    retry,
  };
}
