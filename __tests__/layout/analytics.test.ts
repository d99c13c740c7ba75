import { pageView, startAnalytics, stopAnalytics } from "../../src/components/layout/analytics";
import { OUTSIDE_SCRIPTS } from "../../deploy/trusted-types.mjs";

const GTAG_URL = OUTSIDE_SCRIPTS.gtag;

type Queued = IArguments | unknown[];
const queue = () => ((window as { dataLayer?: Queued[] }).dataLayer ?? []).map((a) => [...a]);
const gtagScripts = () =>
  [...document.querySelectorAll("script")].filter((s) => s.src.startsWith(GTAG_URL));
const pageViews = () =>
  queue()
    .filter((entry) => entry[0] === "event" && entry[1] === "page_view")
    .map((entry) => entry[2] as Record<string, string>);

test("nothing is sent or loaded before starting", () => {
  pageView("/");
  expect(queue()).toEqual([]);
  expect(gtagScripts()).toHaveLength(0);
});

test("Consent Mode: everything denied by default, then only analytics granted, before the config", () => {
  jest.useFakeTimers();
  const idle = jest.fn((callback: () => void) => setTimeout(callback, 50) as unknown as number);
  Object.defineProperty(window, "requestIdleCallback", { configurable: true, value: idle });
  window.history.replaceState(null, "", "/confirm/?token=secreto123#x");

  startAnalytics("G-TEST123");
  startAnalytics("G-TEST123");
  expect(gtagScripts()).toHaveLength(0);
  jest.advanceTimersByTime(60);
  expect(gtagScripts()).toHaveLength(1);
  expect(gtagScripts()[0]?.src).toBe(`${GTAG_URL}?id=G-TEST123`);

  const commands = queue().map((entry) => `${String(entry[0])} ${String(entry[1])}`);
  expect(commands.indexOf("consent default")).toBe(0);
  expect(queue()[0]?.[2]).toEqual({
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
    analytics_storage: "denied",
  });
  expect(queue()[1]).toEqual(["consent", "update", { analytics_storage: "granted" }]);
  expect(commands.indexOf("config G-TEST123")).toBeGreaterThan(1);
  const config = queue().find((entry) => entry[0] === "config");
  expect(config?.[2]).toMatchObject({ send_page_view: false, allow_google_signals: false });
  // The page_location gtag.js would otherwise read from window.location, cleaned.
  const set = queue().find((entry) => entry[0] === "set");
  expect(set?.[1]).toMatchObject({ page_location: "http://localhost/confirm/" });
  expect(JSON.stringify(queue())).not.toContain("secreto123");
  jest.useRealTimers();
});

test("each route counts once, with the bare path: no query, no fragment, no token", () => {
  pageView("/confirm/?token=secreto123", "Confirmación");
  pageView("/success-subscription/?session_id=cs_1&estudiante_id=7&plan=2#top", "Suscripción");
  pageView("/confirm/abc-token-en-la-ruta/", "Confirmación");
  pageView("/events/", "Eventos | IKY Yoga");
  expect(pageViews().map((view) => view.page_path)).toEqual([
    "/confirm/",
    "/success-subscription/",
    "/confirm/",
    "/events/",
  ]);
  expect(pageViews()[1]).toMatchObject({
    page_location: "http://localhost/success-subscription/",
    page_referrer: "http://localhost/confirm/",
  });
  const sent = JSON.stringify(queue());
  for (const secret of ["secreto123", "cs_1", "estudiante_id", "abc-token"]) {
    expect(sent).not.toContain(secret);
  }
});

test("withdrawing consent: denied, GA disabled, its cookies deleted and nothing more sent", () => {
  document.cookie = "_ga=GA1.1.123; path=/";
  document.cookie = "_ga_TEST123=GS1.1; path=/";
  document.cookie = "otra=se-queda; path=/";
  const before = pageViews().length;
  stopAnalytics();
  expect(queue().at(-1)).toEqual(["consent", "update", { analytics_storage: "denied" }]);
  expect((window as unknown as Record<string, unknown>)["ga-disable-G-TEST123"]).toBe(true);
  expect(document.cookie).not.toMatch(/_ga/);
  expect(document.cookie).toContain("otra=se-queda");
  pageView("/yoga/");
  expect(pageViews()).toHaveLength(before);

  startAnalytics("G-TEST123");
  expect((window as unknown as Record<string, unknown>)["ga-disable-G-TEST123"]).toBe(false);
  expect(gtagScripts()).toHaveLength(1);
  pageView("/yoga/");
  expect(pageViews()).toHaveLength(before + 1);
});
