import type { Messages } from "../types";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const layout: Messages["layout"] = {
  skipToContent: "Skip to content",
  profileButton: {
    loggedIn: (unread: number) =>
      `My account${unread > 0 ? ` (${plural(unread, "unread notification", "unread notifications")})` : ""}`,
    loggedOut: "My account: log in or sign up",
  },
  nav: {
    home: "Home",
    about: "About us",
    yoga: "Yoga",
    iky: "IKYnesis",
    kankueb: "Kankueb",
    ripey: "RIPEY",
    ishka: "Ishka",
  },
  mainNav: "Main",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  toPlatform: "Go to the platform",
  logIn: "Log in",
  signUp: "Sign up",
  footerTagline: (place) =>
    `School of yoga and movement therapy. Ishka retreat centre in ${place}.`,
  footerNav: "Footer",
  theSchool: "The school",
  aboutUs: "About us",
  ourTeachers: "Our teachers",
  registry: "Teacher registry (RIPEY)",
  events: "Events",
  videos: "Videos",
  contact: "Contact",
  followUs: "Follow us",
  newTab: " (opens in a new tab)",
  legalNav: "Legal information",
  privacy: "Data protection policy",
  terms: "Subscription terms",
  cookiePreferences: "Cookie preferences",
  language: "Language",
  loading: "Loading…",
  carousel: "carousel",
  pauseCarousel: "Pause the carousel",
  resumeCarousel: "Resume the carousel",
  notFoundTitle: "Page not found",
  notFoundDescription: "This page does not exist on IKY Yoga.",
  notFoundText: "What you are looking for is not here. Maybe it moved, or the link had a mistake.",
  backHome: "Back to the home page",
  seeEvents: "See the events",
};
