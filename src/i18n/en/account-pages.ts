import type { Messages } from "../types";
import { tpl } from "../message";

export const accountPages: Messages["accountPages"] = {
  loginPage: {
    title: "Log in",
    description: "Log in to your IKY Yoga account to use the class platform.",
    already: "You are already logged in.",
    alreadyAs: tpl("You are already logged in as {user}."),
    backToEvent: "Back to the event",
    backToPage: "Back to the previous page",
    platform: "Go to the platform",
    nextEvent:
      "Log in with your account and you will return to the event to complete your booking.",
    nextPage: "Log in with your account and you will return to the page you were on.",
  },
  subscriptionLogin: {
    title: "Log in to enrol",
    description: "Log in to your IKY Yoga account to enrol in a plan.",
    aside: "Your practice, at your pace, every month.",
    chosenBefore: "You have chosen the ",
    chosenFallback: "selected",
    chosenAfter:
      " plan. Log in with your account and you will return to it to complete your enrolment.",
    noPlan: "Log in with your account and you will return to the plans to complete your enrolment.",
  },
  confirm: {
    title: "Account confirmation",
    description: "Confirm your IKY Yoga account.",
    idle: "Open the link in the email we sent you when you signed up to confirm your account.",
    loadingTitle: "Confirming your account",
    loading: "One moment, please.",
    okTitle: "Account confirmed",
    login: "Log in",
    errorTitle: "The account could not be confirmed",
    home: "Back to the home page",
    support: "Write to support",
    errorText: "The link may have expired or already been used. Write to us and we will help you.",
  },
};
