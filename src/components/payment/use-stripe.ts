import * as React from "react";
import type { Stripe } from "@stripe/stripe-js";
import { OUTSIDE_SCRIPTS } from "../../../deploy/trusted-types.mjs";
import { STRIPE_PUBLISHABLE_KEY } from "../../config";
import { insertScript } from "../layout/script-url-policy";
import { useAsync, type AsyncState } from "../../hooks/use-async";

/** docs/product.md §4 'Payment-script loading'. */
export type StripeStatus = "initial" | "pending" | "resolved" | "rejected";

/**
 * Stripe.js, inserted through the site's Trusted Types policy (../layout/script-url-policy.ts):
 * @stripe/stripe-js's loader sets a plain string as src, which the policy refuses; loadStripe
 * then finds `window.Stripe`. A failed script is removed, so a retry inserts a fresh one.
 */
function loadStripeScript(): Promise<void> {
  if (window.Stripe) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = insertScript(OUTSIDE_SCRIPTS.stripe);
    script.addEventListener("load", () =>
      window.Stripe ? resolve() : reject(new Error("Stripe.js did not define Stripe")),
    );
    script.addEventListener("error", () => {
      script.remove();
      reject(new Error("Stripe.js did not load"));
    });
  });
}

/** Stripe's object, once Stripe.js and (lazily) @stripe/stripe-js are there. */
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

/** Loads Stripe.js when `active` first turns true (never at import nor in the build). */
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
