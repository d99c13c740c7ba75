import type { Messages } from "../types";

export const ui: Messages["ui"] = {
  close: "Close",
  loading: "Loading…",
  retry: "Try again",
  newTab: " (opens in a new tab)",
};
