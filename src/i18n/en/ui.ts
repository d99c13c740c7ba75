import type { Messages } from "../types";

export const ui: Messages["ui"] = {
  close: "Close",
  loading: "Loading…",
  retry: "Try again",
  widgetUnavailable:
    "This part of the page could not be loaded. Check your connection and try again.",
  newTab: " (opens in a new tab)",
};
