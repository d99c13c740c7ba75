/**
 * Page-view analytics (spec §7), Google Analytics 4 through gtag.js. Only loaded when
 * GATSBY_ANALYTICS_ID is set (gatsby-browser imports this module lazily), and the script is
 * added after the page has loaded and the browser is idle, so it never competes with the
 * page itself. Gatsby changes routes without reloading, so every route change is sent by
 * hand; the calls made before the script arrives wait in dataLayer, as gtag.js expects.
 */
type Gtag = (...args: unknown[]) => void;
type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

export const GTAG_URL = "https://www.googletagmanager.com/gtag/js";

function gtag(): Gtag {
  const w = window as AnalyticsWindow;
  w.dataLayer = w.dataLayer ?? [];
  if (!w.gtag) {
    // gtag.js reads the `arguments` objects themselves, not arrays.
    w.gtag = function gtagQueue() {
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer?.push(arguments);
    };
  }
  return w.gtag;
}

let startedWith: string | null = null;

/** Queues the configuration and adds gtag.js once the page is idle. Safe to call twice. */
export function startAnalytics(id: string): void {
  if (!id || startedWith) return;
  startedWith = id;
  const send = gtag();
  send("js", new Date());
  // Page views are sent by pageView(), once per route, including the first.
  send("config", id, { send_page_view: false, anonymize_ip: true });
  const inject = () => {
    const script = document.createElement("script");
    script.async = true;
    script.src = `${GTAG_URL}?id=${encodeURIComponent(id)}`;
    document.head.appendChild(script);
  };
  const whenIdle = () =>
    typeof window.requestIdleCallback === "function"
      ? window.requestIdleCallback(inject, { timeout: 4000 })
      : window.setTimeout(inject, 1000);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}

/** One page view for the route now on screen. */
export function pageView(path: string, title = document.title): void {
  if (!startedWith) return;
  gtag()("event", "page_view", {
    page_path: path,
    page_location: window.location.href,
    page_title: title,
  });
}
