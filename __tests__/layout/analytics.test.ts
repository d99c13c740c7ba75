import { GTAG_URL, pageView, startAnalytics } from "../../src/components/layout/analytics";

type Queued = IArguments | unknown[];
const queue = () => ((window as { dataLayer?: Queued[] }).dataLayer ?? []).map((a) => [...a]);
const gtagScripts = () =>
  [...document.querySelectorAll("script")].filter((s) => s.src.startsWith(GTAG_URL));

test("nada se envía ni se carga antes de empezar", () => {
  pageView("/");
  expect(queue()).toEqual([]);
  expect(gtagScripts()).toHaveLength(0);
});

test("después de empezar: gtag.js se añade en un momento libre y cada ruta cuenta una vez", () => {
  jest.useFakeTimers();
  const idle = jest.fn((callback: () => void) => setTimeout(callback, 50) as unknown as number);
  Object.defineProperty(window, "requestIdleCallback", { configurable: true, value: idle });

  startAnalytics("G-TEST123");
  startAnalytics("G-TEST123");
  expect(gtagScripts()).toHaveLength(0);
  jest.advanceTimersByTime(60);
  expect(gtagScripts()).toHaveLength(1);
  const [script] = gtagScripts();
  expect(script?.src).toBe(`${GTAG_URL}?id=G-TEST123`);
  expect(script?.async).toBe(true);

  pageView("/", "IKY Yoga");
  pageView("/events/", "Eventos | IKY Yoga");
  const events = queue().filter((entry) => entry[0] === "event");
  expect(events.map((entry) => (entry[2] as { page_path: string }).page_path)).toEqual([
    "/",
    "/events/",
  ]);
  const config = queue().find((entry) => entry[0] === "config");
  expect(config).toEqual(["config", "G-TEST123", { send_page_view: false, anonymize_ip: true }]);
  jest.useRealTimers();
});
