import type { Messages } from "../types";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const account: Messages["account"] = {
  title: "My account",
  closePanel: "Close panel",
  loginPanel: "Log in",
  signupPanel: "Create an account",
  outTitle: "Your space at IKY Yoga",
  outLead: "Log in to enter the class platform, or create your account to enrol in a plan.",
  login: "Log in",
  signup: "Sign up",
  hello: (name: string) => (name ? `Hello, ${name}` : "Hello"),
  summary: "Your account at a glance",
  unread: (n: number) =>
    n > 0
      ? `You have ${plural(n, "unread notification", "unread notifications")}`
      : "You have no unread notifications",
  eventsError: "The events could not be checked: open this panel again in a moment",
  eventsLoading: "Checking the events…",
  newEvents: (n: number) =>
    n > 0
      ? `${plural(n, "new event", "new events")} since your last visit`
      : "No new events since your last visit",
  nextCourse: (hours: number | null) => {
    if (hours === null) return "No courses scheduled for now";
    const days = Math.floor(hours / 24);
    const inDays = days >= 2 ? ` (about ${days} days)` : "";
    return `Your next course starts in ${plural(hours, "hour", "hours")}${inDays}`;
  },
  platform: "Go to the platform",
  logout: "Log out",
};
