// Page-view analytics (docs/product.md §7), GA4 through gtag.js, imported by consent/consent.ts
// once the visitor accepted. Consent Mode denies every storage, then grants analytics alone. Page
// views carry the path only: a cleaned page_location, also `set` for what gtag.js sends itself.
import { analyticsLocation, analyticsPath, analyticsReferrer } from "../../lib/analytics-url";
import { whenIdleAfterLoad } from "../../lib/when-idle-after-load";
import { OUTSIDE_SCRIPTS } from "../../../deploy/trusted-types.mjs";
import { insertScript } from "./script-url-policy";

declare global {
  interface Window {
    dataLayer?: unknown[];
    /** GA's own switch for one measurement id. */
    [gaDisable: `ga-disable-${string}`]: boolean | undefined;
  }
}

/** Queues a command for gtag.js, which reads the `arguments` objects themselves, not arrays. */
function send(...command: unknown[]): void;
function send() {
  // eslint-disable-next-line prefer-rest-params
  (window.dataLayer ??= []).push(arguments);
}

let startedWith: string | null = null;
let granted = false;
let previous = "";

/** Queues Consent Mode and the configuration, then gtag.js once idle; again, it grants again. */
export function startAnalytics(id: string): void {
  if (!id) return;
  granted = true;
  window[`ga-disable-${id}`] = false;
  if (startedWith) {
    send("consent", "update", { analytics_storage: "granted" });
    return;
  }
  startedWith = id;
  send("consent", "default", {
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
    analytics_storage: "denied",
  });
  send("consent", "update", { analytics_storage: "granted" });
  send("set", {
    page_location: analyticsLocation(window.location.origin, window.location.pathname),
    page_referrer: analyticsReferrer(document.referrer, window.location.origin),
  });
  send("js", new Date());
  // Page views are sent by pageView(), once per route, including the first.
  send("config", id, {
    send_page_view: false,
    allow_google_signals: false,
    allow_ad_personalization_signals: false,
  });
  const src = `${OUTSIDE_SCRIPTS.gtag}?id=${encodeURIComponent(id)}`;
  whenIdleAfterLoad(() => void insertScript(src), { timeout: 4000, fallbackMs: 1000 });
}

/** The GA cookies (_ga, _ga_<id>) on this host and each parent domain they may be set on. */
function clearAnalyticsCookies(): void {
  const names = [...document.cookie.matchAll(/(?:^|;\s*)(_ga(?:_[^=]*)?|_gid)=/g)].map((m) => m[1]);
  const labels = window.location.hostname.split(".");
  const parents = labels.slice(0, -1).map((_, i) => `; domain=.${labels.slice(i).join(".")}`);
  for (const name of names) {
    for (const domain of ["", ...parents]) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
    }
  }
}

/** The visitor withdrew consent: nothing more is sent, and GA's cookies are removed. */
export function stopAnalytics(): void {
  granted = false;
  if (startedWith) {
    send("consent", "update", { analytics_storage: "denied" });
    window[`ga-disable-${startedWith}`] = true;
  }
  clearAnalyticsCookies();
}

/** One page view for the route now on screen: its path only. */
export function pageView(pathOrUrl: string, title = document.title): void {
  if (!startedWith || !granted) return;
  const origin = window.location.origin;
  const location = analyticsLocation(origin, pathOrUrl);
  const referrer = previous || analyticsReferrer(document.referrer, origin);
  send("set", { page_location: location, page_referrer: referrer });
  send("event", "page_view", {
    page_path: analyticsPath(pathOrUrl),
    page_location: location,
    page_referrer: referrer,
    page_title: title,
  });
  previous = location;
}
