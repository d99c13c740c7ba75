// The hostile crawl: the site built against the stand-in API in its hostile mode (every text of
// every event, plan and registry teacher is an attack that sets window.__xss if it runs:
// stub-api/hostile.mjs), served behind the production nginx config. Every route is visited;
// every map marker hovered and focused, every cluster's list and every dialog, panel and slider
// opened. It fails on any payload that ran, any violation of the enforced policy (Trusted Types
// included: deploy/policy.mjs enforces them), any page error or console error.
//
// The build is its own, served from HOSTILE_PUBLIC_DIR: `npm test` makes it before the e2e build
// (scripts/e2e-site.mjs both); run alone, this file makes it in HOSTILE_ROOT (scripts/e2e-site.mjs
// hostile; E2E_SKIP_BUILD=1 reuses the last one).
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { VIEWPORTS } from "../scripts/lib/chromium.cjs";
import { HOSTILE_PUBLIC_DIR, ROOT, hostileSite } from "../scripts/lib/e2e-site.cjs";
import {
  cspReports,
  cspViolations,
  expect,
  test,
  waitForHydration,
  waitForNetworkQuiet,
} from "./fixtures";
import { startNginx } from "./nginx-server";
import { draws, recoverFrames, watchMainThread, type MainThreadWatch } from "./page-hang";
import { serveStripe } from "./stripe-stand-in";

const site = hostileSite();

/** An event's alias page: /event/<id>/ and /en/event/<id>/. */
const ALIAS = /^(?:\/en)?\/event\/(\d+)\/$/;

/**
 * Every page of the hostile build, by its path; client-only routes by a path they match.
 * Three kinds of page would only repeat another visit:
 * - /event/<id>/ (src/templates/event-alias.tsx) names the event and sends the visitor on to
 *   /events/<id>/, which the crawl visits for every event anyway: the first event's alias, in
 *   each language, shows what the template does with a hostile name;
 * - /404/ is the page that /no-such-page/ gets from nginx (/en/404/ stays: the English one);
 * - the English twin of a page that shows no API data (ONE_LANGUAGE).
 */
function routes(): string[] {
  const pages = readdirSync(HOSTILE_PUBLIC_DIR, { recursive: true })
    .map((file) => String(file).split(path.sep).join("/"))
    .filter((file) => /(^|\/)index\.html$/.test(file) && !file.startsWith("_gatsby/"))
    .filter((file) => !file.includes("[")) // the client-only pages' own files: below
    .map((file) => `/${file.slice(0, -"index.html".length)}`)
    .filter((route) => route !== "/404/")
    // The editors' app shows no API data and has its own policy (e2e/admin.spec.ts).
    .filter((route) => !route.startsWith("/admin/"))
    .sort();
  const aliasOf = (route: string) => ALIAS.exec(route)?.[1];
  const firstAlias = pages.map(aliasOf).find((id) => id !== undefined);
  const once = pages.filter((route) => {
    const id = aliasOf(route);
    return id === undefined || id === firstAlias;
  });
  const english = new Set(Object.values(ONE_LANGUAGE));
  return [
    ...once.filter((route) => !english.has(route)),
    "/events/999999/",
    "/confirm/x/",
    "/no-such-page/",
  ];
}

/**
 * Pages that show no API data, by their Spanish path and their English twin's. The hostile build
 * differs from the site's only in what the API answers, so the twin's visit would repeat the
 * Spanish one with other words: the crawl visits these in Spanish alone, and that visit checks
 * the page asks the API nothing (below). A page that starts showing API data fails that check,
 * which says to take it out of this list.
 */
const ONE_LANGUAGE: Record<string, string> = {
  "/about/": "/en/about/",
  "/yoga/": "/en/yoga/",
  "/iky/": "/en/iky/",
  "/kankueb/": "/en/kankueb/",
  "/ishka/": "/en/ishka/",
  "/videos/": "/en/videos/",
  "/privacidad/": "/en/privacy/",
  "/terminos/": "/en/terms/",
  "/login/": "/en/login/",
  "/signup/": "/en/signup/",
  "/signup-teacher/": "/en/signup-teacher/",
};

/** Where no payload may have run: the page and each of its frames. */
async function payloadsRun(page: Page): Promise<string[]> {
  const ran: string[] = [];
  for (const frame of page.frames()) {
    const flag = await frame
      .evaluate(() => (globalThis as { __xss?: unknown }).__xss)
      .catch(() => undefined);
    if (flag !== undefined) ran.push(`${frame.url()}: window.__xss = ${String(flag)}`);
  }
  return ran;
}

/** Clicks what opens something (a dialog, a panel, a slide, a list), then closes it again. */
async function openEverything(page: Page, home: string) {
  const openers = page.locator(
    [
      "button[aria-haspopup]",
      "button[aria-expanded]",
      "button[aria-controls]",
      "[role=dialog] button",
      "main button:not([type=submit])",
      "table button",
    ].join(", "),
  );
  const count = Math.min(await openers.count(), 40);
  for (let i = 0; i < count; i += 1) {
    // The list changes as dialogs open and close: the i-th one now, looked at in one go. Skipped
    // when a click would only wait it out: gone, hidden, disabled (a slider's arrow at its end),
    // or outside a modal dialog that stays open (the payment's asks before it closes), which
    // makes the rest of the page inert. Else it goes to the middle of the window at once: the
    // page scrolls smoothly, and a click that has to scroll there itself waits for the button
    // to stop moving (about a second from afar).
    if ((await openers.count()) <= i) continue;
    const target = await openers
      .nth(i)
      .evaluateHandle(
        (element) => {
          if (!(element instanceof HTMLButtonElement)) return null;
          const box = element.getBoundingClientRect();
          const shown =
            element.checkVisibility({ visibilityProperty: true }) &&
            box.width > 0 &&
            box.height > 0;
          if (!shown || element.matches(":disabled, [aria-disabled=true]")) return null;
          const modal = globalThis.document.querySelector("dialog:modal");
          if (modal && !modal.contains(element)) return null;
          element.scrollIntoView({ block: "center", behavior: "instant" });
          return element;
        },
        undefined,
        { timeout: 10_000 },
      )
      // Gone meanwhile, or the page navigated (a click before led elsewhere).
      .catch(() => null);
    // The element itself is clicked: the list may shift under a locator meanwhile (the button
    // to the top goes once the page is there).
    const opener = target?.asElement();
    if (!opener) continue;
    const clicked = await opener.click({ timeout: 2_000 }).then(
      () => true,
      () => false,
    );
    // A click waits for frames: a page that draws none is brought back, and clicked again.
    if (!clicked && !(await draws(page))) {
      await recoverFrames(page, "a button");
      await opener.click({ timeout: 2_000 }).catch(() => undefined);
    }
    // What the click asked for (a lazy dialog's chunk, a record, a page) has answered, and
    // what it opens is open before Escape closes it (two frames were not enough: a record's
    // dialog that opened after its Escape stayed open over the rest).
    await waitForNetworkQuiet(page);
    if (new URL(page.url()).pathname !== home) {
      // Some buttons lead elsewhere (a plan's checkout asks for a login): back to the page.
      await page.goBack().catch(() => undefined);
      await waitForNetworkQuiet(page);
    }
    await page.keyboard.press("Escape");
  }
}

async function visible(locator: Locator) {
  return locator.isVisible().catch(() => false);
}

/**
 * Scrolls down the whole page, so the widgets that load near the viewport come in: in steps of
 * three quarters of the window (the text of a section shows once it is in the window's top
 * 88 %), each one rendered, so every part of the page has been in the window. What comes near
 * it starts loading then and stays (src/hooks/use-near-viewport.ts, lazy images): the network
 * is waited for once, at the bottom, and if what came in made the page longer, on down.
 */
async function scrollThrough(page: Page, watch: MainThreadWatch) {
  for (let y = 0; ;) {
    // Two frames after each step (what comes near the viewport is observed in them), five
    // seconds at most. A page whose script never yields answers nothing, not even those five
    // seconds: the step fails after a minute, naming what the page runs.
    const framed = page
      .evaluate((top) => globalThis.scrollTo({ top, behavior: "instant" }), y)
      .then(() => draws(page));
    if (!(await watch.answered(framed, `The scroll to ${y} px`, 60_000))) {
      await recoverFrames(page, `the scroll to ${y} px`);
    }
    const at = await page.evaluate(() => {
      const { scrollY, innerHeight, document } = globalThis;
      const bottom = scrollY + innerHeight >= document.documentElement.scrollHeight - 1;
      return { scrollY, step: Math.floor(innerHeight * 0.75), bottom };
    });
    y = at.scrollY + at.step;
    if (!at.bottom) continue;
    await waitForNetworkQuiet(page);
    const longer = await page.evaluate(
      () =>
        globalThis.scrollY + globalThis.innerHeight <
        globalThis.document.documentElement.scrollHeight - 1,
    );
    if (!longer) return;
  }
}

/**
 * Brings an element to the middle of the window (the sticky header covers the top) at once,
 * scrolled by the page itself: the page scrolls smoothly, and Playwright's own scroll waits for
 * two frames that agree, without end when the page draws none (docs/testing.md).
 */
function toCentre(element: Locator) {
  return element.evaluate((node) => node.scrollIntoView({ block: "center", behavior: "instant" }));
}

/** Hovers and focuses every marker of the map, and opens each cluster's list and record. */
async function visitMarkers(page: Page) {
  const map = page.locator(".leaflet-container");
  if ((await map.count()) === 0) return 0;
  await toCentre(map.first());
  if (!(await draws(page))) await recoverFrames(page, "the map");
  await expect(map.first()).toHaveAttribute("data-points", /^[1-9]\d*$/);
  const markers = page.locator(".leaflet-marker-icon");
  await expect(markers.first()).toBeVisible();
  const count = await markers.count();
  for (let i = 0; i < count; i += 1) {
    const marker = markers.nth(i);
    await toCentre(marker);
    // Its tooltip shows the marker's label (a teacher's hostile name and place) as text. On a
    // busy machine the map may still be settling from the last popup: hover again until it shows.
    const label = (await marker.getAttribute("aria-label")) ?? "";
    const tooltip = page.locator(".leaflet-tooltip").filter({ hasText: label.slice(0, 24) });
    await expect(async () => {
      if (!(await draws(page))) await recoverFrames(page, `the marker "${label}"`);
      await page.mouse.move(0, 0);
      await marker.hover();
      await expect(tooltip.first()).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    expect(await tooltip.first().locator("img, svg, script, iframe").count()).toBe(0);
    await marker.focus();
    await marker.press("Enter");
    await waitForNetworkQuiet(page);
    for (const name of await page.locator(".leaflet-popup button").all()) {
      if (!(await visible(name))) continue;
      // A name in a cluster's list opens that record's dialog (the list's last button zooms).
      const opensRecord = await name.evaluate((button) => button.closest("li") !== null);
      await name.click();
      await waitForNetworkQuiet(page);
      if (!opensRecord) {
        await page.keyboard.press("Escape");
        continue;
      }
      // The dialog is open before Escape closes it, and closed before the next name: on a busy
      // machine it opened after an Escape pressed at once, and stayed over the map, in the way
      // of every later hover and click.
      const record = page.locator("dialog[open]");
      await expect(record).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(record).toHaveCount(0);
    }
    await page.keyboard.press("Escape");
    // A cluster's list stays open until closed (Escape does not close a Leaflet popup).
    const close = page.locator(".leaflet-popup-close-button");
    if (await visible(close)) await close.click();
  }
  return count;
}

let server: { url: string; stop: () => Promise<void> };
let stub: { stop: () => void };

test.beforeAll(async () => {
  test.setTimeout(20 * 60_000);
  execFileSync(process.execPath, [path.join(ROOT, "scripts", "e2e-site.mjs"), "hostile"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  });
  // The hostile stand-in, on the port the build baked in: the browser's API calls reach it.
  // (Imported here: an ES module this CommonJS-compiled file cannot require.)
  const { startStubProcess } = await import("../scripts/lib/stub-process.mjs");
  stub = await startStubProcess(site.stubPort, { STUB_HOSTILE: "1" });
  server = await startNginx(HOSTILE_PUBLIC_DIR, site);
});

test.afterAll(async () => {
  await server?.stop();
  stub?.stop();
});

/** Routes that answer 404 on purpose: the page says so, and the browser logs the status. */
const MISSING: Record<string, RegExp> = {
  "/events/999999/": /404 \(Not Found\).*\/api\/eventos\/999999/,
  "/confirm/x/": /400 \(Bad Request\).*\/confirmer\/x/,
  "/no-such-page/": /404 \(Not Found\).*\/no-such-page\//,
};

for (const route of routes()) {
  test(`hostile data on ${route}: no payload runs, no violation, no error, nothing wider than a phone`, async ({
    page,
    context,
    expectConsoleError,
  }) => {
    test.setTimeout(300_000);
    const missing = MISSING[route];
    if (missing) expectConsoleError(missing, "a route whose record does not exist");
    // The outside hosts the policy allows, served here: Stripe.js and its card fields' frames
    // (e2e/stripe-stand-in.ts) and the recommendations shown in a frame.
    await serveStripe(context);
    await context.route(/^https:\/\/es\.wikipedia\.org\//, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Wikipedia</title>" }),
    );
    const watch = await watchMainThread(page);
    // What the page asks the API: the stand-in's origin (but the map tiles it serves too), or
    // the registry's files nginx serves.
    const apiRequests: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      const stub = url.port === String(site.stubPort) && !url.pathname.startsWith("/tiles/");
      if (stub || url.pathname.startsWith("/registro/")) {
        apiRequests.push(url.pathname);
      }
    });
    await page.goto(`${server.url}${route}`);
    await waitForHydration(page);
    await scrollThrough(page, watch);
    if (route.endsWith("/ripey/")) {
      // The registry's map loads once it comes near the viewport: its frame is brought into
      // view and stays there until the map is in. On a machine loaded 12 on two cores, 30 s of
      // scrolling the page through again and again once did not see it come: the wait's limit
      // is one only a hang reaches.
      await toCentre(
        page.getByRole("region", { name: /^(Mapa de los profesores|Map of the registry)/ }),
      );
      await expect(page.locator(".leaflet-container").first()).toBeAttached({
        timeout: 120_000,
      });
    }
    const markers = await visitMarkers(page);
    if (route.endsWith("/ripey/")) {
      expect(markers, "the registry's map shows the teachers").toBeGreaterThan(0);
    }
    await openEverything(page, new URL(page.url()).pathname);
    // What the last click or key set off has answered before the page is read.
    await waitForNetworkQuiet(page);
    // The registry shows a registrant's hostile surname as text.
    if (route.endsWith("/ripey/")) {
      await expect(page.getByText('<img src=x onerror="window.__xss=1">').first()).toBeAttached();
    }
    if (route in ONE_LANGUAGE) {
      expect(
        apiRequests,
        `${route} is visited in one language, as a page without API data (ONE_LANGUAGE)`,
      ).toEqual([]);
      expect(await page.content(), "no API data on the page").not.toContain("__xss");
    }
    expect(await payloadsRun(page), "payloads that ran").toEqual([]);
    expect(await cspViolations(page), "violations of the enforced policy").toEqual([]);
    expect(
      await cspReports(page),
      "report-only violations (the site sends no such policy)",
    ).toEqual([]);
    // On a phone, no hostile text (words of 30 letters, a line of 8,000) makes the page wider
    // than the screen, nor a teacher's record wider than its dialog.
    await page.setViewportSize(VIEWPORTS[375]);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
        message: "the page's width at 375 px",
      })
      .toBeLessThanOrEqual(VIEWPORTS[375].width);
    if (route.endsWith("/ripey/")) {
      await page.locator("table button").first().click();
      const record = page.locator("dialog[open]");
      await expect(record).toBeVisible();
      const [scrollWidth, clientWidth] = await record.evaluate(
        (dialog) => [dialog.scrollWidth, dialog.clientWidth] as const,
      );
      expect(scrollWidth, "the record's width within its dialog").toBeLessThanOrEqual(clientWidth);
    }
  });
}
