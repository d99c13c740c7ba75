/** A plan's card (the home page's plans) and its name in the subscription modal. */
export const plans = {
  fallbackName: "Plan",
  perMonth: " / mes",
  free: "Gratis",
  subscribe: "Inscribirse",
};
