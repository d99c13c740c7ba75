// The consent flow, small for every page's first load: the banner's controller and the analytics
// are fetched when needed. Without GATSBY_ANALYTICS_ID nothing happens (no other such cookie).
import { ANALYTICS_ID } from "../../config";
import { readConsent, saveConsent, type ConsentChoice } from "../../lib/consent";
import { whenIdleAfterLoad } from "../../lib/when-idle-after-load";
import { localStorageOrNull } from "../../lib/local-storage";
// In the CSS every page inlines: the banner is in every page's HTML.
import "./ConsentBanner.module.css";

const analytics = () => import("../layout/analytics");
const banner = () => import(/* webpackChunkName: "consent-banner" */ "./banner");

/** A choice the browser would not store still holds until the page closes. */
let inMemory: ConsentChoice | null = null;

export const analyticsEnabled = () => ANALYTICS_ID !== "";

export function currentConsent(): ConsentChoice | null {
  const store = localStorageOrNull();
  return (store && readConsent(store)) || inMemory;
}

/** Counts the route on screen, only once the visitor has accepted. */
export function trackRoute(path: string): void {
  if (!analyticsEnabled() || currentConsent() !== "granted") return;
  void analytics().then(({ startAnalytics, pageView }) => {
    startAnalytics(ANALYTICS_ID);
    // The new page's title comes two frames after the route change (gatsby-plugin-google-gtag).
    window.requestAnimationFrame(() => window.requestAnimationFrame(() => pageView(path)));
  });
}

/** Stores the choice and acts on it at once: analytics start, or stop and lose their cookies. */
export function choose(choice: ConsentChoice): void {
  const store = localStorageOrNull();
  inMemory = store && saveConsent(store, choice) ? null : choice;
  void analytics().then(({ startAnalytics, stopAnalytics, pageView }) => {
    if (choice === "granted") {
      startAnalytics(ANALYTICS_ID);
      pageView(window.location.pathname);
    } else {
      stopAnalytics();
    }
  });
}

const show = (reopened: boolean, opener: HTMLElement | null = null) =>
  void banner().then(({ showBanner }) =>
    showBanner({ current: currentConsent(), reopened, opener, choose }),
  );

/** The banner again, from the footer's 'Preferencias de cookies'; focus goes back to `opener`. */
export const openCookiePreferences = (opener?: HTMLElement | null) => show(true, opener);

/** First visit: the banner once the page has painted and the browser is idle. */
export function askWhenIdle(): void {
  if (!analyticsEnabled() || currentConsent() !== null) return;
  whenIdleAfterLoad(() => show(false), { timeout: 1500, fallbackMs: 300 });
}
