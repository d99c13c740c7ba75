import type { Messages } from "../types";
import { tpl } from "../message";

export const ui: Messages["ui"] = {
  close: "Close",
  loading: "Loading…",
  retry: "Try again",
  newTab: " (opens in a new tab)",
  /** The account and payment forms' fields (src/components/auth/Field.tsx). */
  field: {
    email: "Email",
    show: tpl("Show {label}"),
    hide: "Hide",
    reveal: "Show",
  },
};
