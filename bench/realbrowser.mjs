// A real browser on a throttled phone, as a visitor meets the site: Chromium at
// 375 px with the throttling applied by the DevTools protocol (not simulated afterwards, as
// Lighthouse's default does): the CPU 4× slower, 1.6 Mbps down, 150 ms of latency. Each load
// of a page, in a fresh context (empty cache):
// - LCP, from the page's own `largest-contentful-paint` entries;
// - when the header's menu first answers a tap: from the largest paint on, the menu button is
//   tapped every 100 ms until the side menu shows; the answer is the frame that showed it (the
//   opening tap's time plus its Event Timing duration, which includes any wait for a busy main
//   thread), also given as the time after LCP (the page looks ready and ignores taps until then);
// - the interaction time (INP, from the Event Timing API) of that first answered tap on the
//   menu, of a first tap on an accordion (pages with one) and of a keystroke in the registry's
//   search (pages with it);
// - all the JavaScript the load fetched (until the network is quiet, before the accordion is
//   scrolled to), each file gzip-compressed as a static host sends it.
// Every figure is the median of the runs (3 by default).
import { gzipSync } from "node:zlib";
import { launch } from "../scripts/lib/chromium.cjs";
import { EVENT_THRESHOLD_MS } from "./budgets.mjs";
import { median } from "./lighthouse.mjs";
import { log } from "./paths.mjs";

/** The phone: a mid-range one on a slow 4G link, as Lighthouse's mobile profile describes it. */
export const PROFILE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  viewport: { width: 375, height: 800 },
  deviceScaleFactor: 1.75,
};

/** The menu is tapped every TAP_EVERY_MS from the largest paint, for at most TAP_FOR_MS. */
export const TAP_EVERY_MS = 100;
const TAP_FOR_MS = 20_000;

const MENU_BUTTON = 'header button[aria-controls="menu-principal"]';
const ACCORDION_BUTTON = "main button[aria-expanded][aria-controls]";
const SEARCH_INPUT = 'main input[name="nombre"]';

/**
 * Runs in the page before any of its scripts: records the LCP candidates, the event timing
 * entries and the clicks on the menu button, and knows whether the menu shows.
 */
function instrument() {
  const g = /** @type {any} */ (globalThis);
  const bench = {
    /** @type {{ startTime: number, image: boolean }[]} */
    lcp: [],
    /** @type {{ name: string, duration: number, interactionId: number, startTime: number }[]} */
    events: [],
    /** @type {number[]} */
    menuClicks: [],
    /** @type {(() => void) | null} */
    onLcp: null,
  };
  g.__bench = bench;
  new g.PerformanceObserver((/** @type {any} */ list) => {
    for (const entry of list.getEntries()) {
      bench.lcp.push({ startTime: entry.startTime, image: entry.element?.tagName === "IMG" });
    }
    bench.onLcp?.();
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new g.PerformanceObserver((/** @type {any} */ list) => {
    for (const entry of list.getEntries()) {
      const { name, duration, interactionId, startTime } = entry;
      bench.events.push({ name, duration, interactionId, startTime });
    }
  }).observe({ type: "event", buffered: true, durationThreshold: 16 });
  g.addEventListener(
    "click",
    (/** @type {MouseEvent} */ event) => {
      const target = /** @type {Element | null} */ (event.target);
      if (target?.closest?.('[aria-controls="menu-principal"]')) {
        bench.menuClicks.push(event.timeStamp);
      }
    },
    true,
  );
}

/**
 * True once the side menu is open (whatever opened it: the HTML popover or React), from the
 * frame it starts to slide in. Its position cannot tell: on the frame after the opening tap the
 * slide has only begun (the menu is still at the window's right edge), and while it slides out
 * after a closing tap it is still on screen. A reading of the position once took the second
 * tap, which closed the menu the first had opened, for the one that opened it.
 */
export function menuShows() {
  const nav = globalThis.document.getElementById("menu-principal");
  if (!nav) return false;
  if (nav.matches(":popover-open")) return true;
  // Without popovers (React's class): shown, and not on its way out (closing keeps it visible
  // until the slide ends, a visibility transition held back by its delay).
  const closing = nav
    .getAnimations()
    .some((animation) => /** @type {any} */ (animation).transitionProperty === "visibility");
  return (
    globalThis.getComputedStyle(nav).visibility === "visible" &&
    nav.getBoundingClientRect().width > 0 &&
    !closing
  );
}

/**
 * Resolves once the page's largest paint is in: an image's when the page has a main image
 * (`fetchpriority=high`), else the first candidate; after `limitMs` in any case. Tapping
 * earlier would end the LCP measurement (input stops it) before the main image painted.
 * @param {number} limitMs
 */
function largestPaint(limitMs) {
  const g = /** @type {any} */ (globalThis);
  const bench = g.__bench;
  return new Promise((resolve) => {
    const check = () => {
      const hasMainImage = Boolean(g.document.querySelector('img[fetchpriority="high"]'));
      const last = bench.lcp.at(-1);
      if (last && (!hasMainImage || last.image)) resolve(true);
    };
    bench.onLcp = check;
    check();
    g.setTimeout(() => resolve(false), limitMs);
  });
}

/**
 * The longest event of the one interaction since `since` (ms on the page's clock); null when
 * none reached the Event Timing threshold.
 * @param {{ name: string, duration: number, interactionId: number, startTime: number }[]} events
 * @param {number} since
 */
export function interactionMs(events, since) {
  const durations = events
    .filter((e) => e.interactionId > 0 && e.startTime >= since - 1)
    .map((e) => e.duration);
  return durations.length ? Math.max(...durations) : null;
}

/**
 * @param {import("playwright-core").Page} page
 * @param {number} since
 */
async function interactionAfter(page, since) {
  // Event Timing reports an interaction after the frame that followed it.
  await page.waitForTimeout(600);
  const events = await page.evaluate(() => /** @type {any} */ (globalThis).__bench.events);
  return interactionMs(events, since) ?? EVENT_THRESHOLD_MS;
}

/** @param {import("playwright-core").Page} page */
const pageNow = (page) => page.evaluate(() => globalThis.performance.now());

/**
 * One load of one page, throttled.
 * @param {import("playwright-core").Browser} browser
 * @param {string} url
 */
export async function measureLoad(browser, url) {
  const context = await browser.newContext({
    viewport: PROFILE.viewport,
    deviceScaleFactor: PROFILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    locale: "es-CO",
    timezoneId: "America/Bogota",
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: PROFILE.latencyMs,
      downloadThroughput: PROFILE.downloadBytesPerSecond,
      uploadThroughput: PROFILE.uploadBytesPerSecond,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: PROFILE.cpuSlowdown });
    await page.addInitScript(instrument);
    // React's hydration errors (418, 421, 423, 425: prebuilt HTML thrown away), as the console
    // reports them.
    /** @type {string[]} */
    const reactErrors = [];
    const noteReactError = (/** @type {string} */ text) => {
      const code = text.match(/Minified React error #(\d+)/)?.[1];
      if (code || /hydrat/i.test(text)) reactErrors.push(code ? `#${code}` : text.slice(0, 80));
    };
    page.on("console", (message) => {
      if (message.type() === "error") noteReactError(message.text());
    });
    page.on("pageerror", (error) => noteReactError(error.message));

    /** @type {Map<string, Promise<number>>} */
    const scripts = new Map();
    let counting = true;
    page.on("response", (response) => {
      if (!counting || response.request().resourceType() !== "script") return;
      const file = response.url();
      if (!scripts.has(file)) {
        scripts.set(
          file,
          response.body().then(
            (body) => gzipSync(body).length,
            () => 0,
          ),
        );
      }
    });

    await page.goto(url, { waitUntil: "commit" });
    const imagePainted = await page.evaluate(largestPaint, 15_000);

    // The menu button every TAP_EVERY_MS until the menu shows.
    const button = page.locator(MENU_BUTTON);
    const box = await button.boundingBox();
    if (!box) throw new Error(`${url}: no menu button at 375 px (${MENU_BUTTON})`);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const tapsFrom = Date.now();
    let opened = false;
    let taps = 0;
    while (Date.now() - tapsFrom < TAP_FOR_MS) {
      const tapAt = Date.now();
      await page.touchscreen.tap(x, y);
      taps += 1;
      opened = await page.evaluate(menuShows);
      if (opened) break;
      await page.waitForTimeout(Math.max(0, TAP_EVERY_MS - (Date.now() - tapAt)));
    }
    const state = await page.evaluate(() => {
      const bench = /** @type {any} */ (globalThis).__bench;
      return { lcp: bench.lcp, menuClicks: bench.menuClicks, events: bench.events };
    });
    const lcpMs = state.lcp.at(-1)?.startTime ?? null;
    // The tap that opened the menu, and the frame that showed it: a tap made while the page's
    // main thread is busy waits for it, and the menu answers only then.
    const tappedAt = opened ? (state.menuClicks.at(-1) ?? null) : null;
    const menuInpMs =
      tappedAt === null ? null : (interactionMs(state.events, tappedAt) ?? EVENT_THRESHOLD_MS);
    const answeredAt = tappedAt === null || menuInpMs === null ? null : tappedAt + menuInpMs;

    // The menu closed again (Escape), then the rest of the load, until the network is quiet.
    await page.keyboard.press("Escape");
    await page.waitForLoadState("load");
    await page.waitForLoadState("networkidle");
    counting = false;
    const jsFiles = await Promise.all(
      [...scripts].map(async ([file, gzip]) => ({ file, gzip: await gzip })),
    );

    /** @type {number | null} */
    let accordionInpMs = null;
    const accordion = page.locator(ACCORDION_BUTTON).first();
    if ((await accordion.count()) > 0) {
      await accordion.scrollIntoViewIfNeeded();
      await page.waitForLoadState("networkidle");
      const since = await pageNow(page);
      await accordion.tap({ timeout: 10_000 });
      accordionInpMs = await interactionAfter(page, since);
    }

    /** @type {number | null} */
    let keystrokeInpMs = null;
    const search = page.locator(SEARCH_INPUT).first();
    if ((await search.count()) > 0) {
      await search.focus();
      const since = await pageNow(page);
      await page.keyboard.press("m");
      keystrokeInpMs = await interactionAfter(page, since);
    }

    return {
      lcpMs,
      lcpIsImage: Boolean(state.lcp.at(-1)?.image),
      imagePainted,
      menuMs: answeredAt,
      menuTappedMs: tappedAt,
      menuAfterLcpMs: answeredAt !== null && lcpMs !== null ? answeredAt - lcpMs : null,
      taps,
      menuInpMs,
      accordionInpMs,
      keystrokeInpMs,
      reactErrors,
      jsGzip: jsFiles.reduce((sum, f) => sum + f.gzip, 0),
      jsFiles: jsFiles.map((f) => ({ file: new URL(f.file).pathname, gzip: f.gzip })),
    };
  } finally {
    await context.close();
  }
}

const FIGURES = /** @type {const} */ ([
  "lcpMs",
  "menuMs",
  "menuAfterLcpMs",
  "menuInpMs",
  "accordionInpMs",
  "keystrokeInpMs",
  "jsGzip",
]);

/**
 * The median of each figure over the runs; a figure no run measured stays null.
 * @param {Awaited<ReturnType<typeof measureLoad>>[]} loads
 */
export function summarizeLoads(loads) {
  const out = /** @type {Record<(typeof FIGURES)[number], number | null>} */ (
    Object.fromEntries(FIGURES.map((key) => [key, median(loads.map((l) => l[key]))]))
  );
  const files = loads.at(-1)?.jsFiles ?? [];
  return {
    ...out,
    runs: loads.length,
    /** Runs in which the menu never opened within the tapping time. */
    menuNeverOpened: loads.filter((l) => l.menuMs === null).length,
    /** React's hydration errors over all the runs (prebuilt HTML thrown away). */
    reactErrors: loads.flatMap((l) => l.reactErrors),
    jsFiles: [...files].sort((a, b) => b.gzip - a.gzip),
  };
}

/**
 * @param {string} baseUrl the served build
 * @param {string[]} routes
 * @param {{ runs?: number }} [options]
 */
export async function measureRealBrowser(baseUrl, routes, { runs = 3 } = {}) {
  const browser = await launch();
  /** @type {Record<string, any>} */
  const results = {};
  try {
    for (const route of routes) {
      const loads = [];
      for (let run = 1; run <= runs; run += 1) {
        log(`real browser ${route} (${run}/${runs})…`);
        try {
          loads.push(await measureLoad(browser, new URL(route, baseUrl).href));
        } catch (error) {
          log(`real browser ${route}: ${error instanceof Error ? error.message : error}`);
        }
      }
      results[route] = loads.length
        ? summarizeLoads(loads)
        : { error: "no load of this page could be measured" };
    }
  } finally {
    await browser.close();
  }
  return results;
}
