import type { Messages } from "../types";

export const consent: Messages["consent"] = {
  title: "Analytics cookies",
  text1:
    "Only with your permission do we count the pages visited (Google Analytics), never your account or payment details.",
  text2: "Change it whenever you like under “Cookie preferences”, at the foot of the page. ",
  policy: "Data policy",
  granted: "Analytics is currently accepted.",
  denied: "Analytics is currently rejected.",
  reject: "Reject",
  accept: "Accept",
  close: "Close",
};
