import type { Messages } from "../types";
import { plural, tpl } from "../message";

export const account: Messages["account"] = {
  title: "My account",
  closePanel: "Close panel",
  loginPanel: "Log in",
  signupPanel: "Create an account",
  outTitle: "Your space at IKY Yoga",
  outLead: "Log in to enter the class platform, or create your account to enrol in a plan.",
  login: "Log in",
  signup: "Sign up",
  hello: "Hello",
  helloName: tpl("Hello, {name}"),
  summary: "Your account at a glance",
  noUnread: "You have no unread notifications",
  unread: plural("You have 1 unread notification", "You have {n} unread notifications"),
  eventsError: "The events could not be checked: open this panel again in a moment",
  eventsLoading: "Checking the events…",
  noNewEvents: "No new events since your last visit",
  newEvents: plural("1 new event since your last visit", "{n} new events since your last visit"),
  noCourse: "No courses scheduled for now",
  nextCourse: plural("Your next course starts in 1 hour", "Your next course starts in {n} hours"),
  nextCourseDays: tpl("Your next course starts in {n} hours (about {days} days)"),
  platform: "Go to the platform",
  logout: "Log out",
};
