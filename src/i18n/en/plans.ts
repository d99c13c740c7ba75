import type { Messages } from "../types";

export const plans: Messages["plans"] = {
  fallbackName: "Plan",
  perMonth: " / month",
  free: "Free",
  subscribe: "Enrol",
};
