import type { Messages } from "../types";

export const ui: Messages["ui"] = {
  close: "Close",
  loading: "Loading…",
  retry: "Try again",
  newTab: " (opens in a new tab)",
  /** The account and payment forms' fields (src/components/auth/Field.tsx). */
  field: {
    email: "Email",
    show: (label: string) => `Show ${label}`,
    hide: "Hide",
    reveal: "Show",
  },
  form: {
    scriptPending:
      "This form turns on once the page has finished loading, with JavaScript enabled. If the button stays off, reload the page or enable JavaScript; nothing you typed has been sent.",
  },
};
