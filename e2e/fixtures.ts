// The fixtures every browser test uses.
//
// - `page` (and every page of its context): locale es-CO, timezone America/Bogota. Any uncaught
//   page error, any console error and any request to a host other than this machine fails the
//   test. There is no allow-list: a test that provokes an error on purpose declares it with
//   `expectConsoleError`, and then fails if that error does NOT happen.
// - `apiURL`: origin of the stand-in API the site was built against: what the browser sees.
// - `stubURL` (worker): this worker's own stand-in API. Nothing listens on `apiURL` during the
//   tests: the worker's browser resolves `apiURL`'s host and port to its stand-in (see
//   `browserRules`), so workers never share its state (accounts, calls, injected failures). Tests
//   that talk to the stand-in themselves (its /__stub controls, a login from Node) use `stubURL`,
//   or `workerStub()` outside a test body.
// - `nginx` (worker): the built site behind the production nginx config rendered from
//   deploy/nginx/, with the webhook receiver behind it (e2e/nginx-server.ts); `expectNoCspViolations(page)` asserts
//   the page reported no `securitypolicyviolation`.
// - `waitForHydration(page)`: resolves once React has taken over the prebuilt HTML.
// - `consent` (option): the cookie choice stored before the first page loads. The e2e build has
//   a test analytics id, so a first visit meets the cookie banner; by default every test starts
//   with "Rechazar" stored (no banner, nothing loaded), as before the banner existed.
//   `test.use({ consent: null })` is a first visit (e2e/privacy.spec.ts).
import {
  test as base,
  expect,
  type BrowserContext,
  type Page,
  type Request,
} from "@playwright/test";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { LOCAL_HOSTS } from "../scripts/lib/chromium.cjs";
import { e2eSite, ROOT } from "../scripts/lib/e2e-site.cjs";
import { startNginx } from "./nginx-server";

export { expect };

const SITE = e2eSite();
/** This worker's stand-in API (each worker is its own process), set by the `stubURL` fixture. */
let currentStub = "";
const SCREENSHOTS = path.join(ROOT, "e2e", "screenshots");
/** How Chromium reports a request to a host that its rules below do not resolve. */
const UNRESOLVED = "net::ERR_NAME_NOT_RESOLVED";

/**
 * Chromium's host rules for a worker's browser (`--host-resolver-rules`, first match wins): the
 * API origin baked into the build (host and port) resolves to the worker's stand-in, the hosts
 * of this machine (the site, the stand-ins, nginx) to themselves, and every other host to
 * nothing, so a request that would leave this machine fails before it starts. No request pauses
 * for a route in Node: sending every request through one cost the browser tests 6 % of their
 * CPU. The page still sees the baked origin.
 */
function browserRules(stubURL: string): string {
  const rules = [
    `MAP ${new URL(SITE.apiUrl).host} ${new URL(stubURL).host}`,
    ...[...LOCAL_HOSTS].map((host) => `MAP ${host} ${host}`),
    "MAP * ~NOTFOUND",
  ];
  return `--host-resolver-rules=${rules.join(", ")}`;
}

type ExpectedError = { pattern: RegExp; why: string; seen: number };
type Problems = { errors: string[]; blocked: string[]; expected: ExpectedError[] };

type TestFixtures = {
  /** The analytics choice stored before the first page: "denied" unless a test says otherwise. */
  consent: "granted" | "denied" | null;
  /** Origin of the stand-in API (no trailing slash), e.g. http://127.0.0.1:21956. */
  apiURL: string;
  /** Declares a console error (or page error) this test provokes on purpose; it must happen. */
  expectConsoleError: (pattern: RegExp, why: string) => void;
  problems: Problems;
  /** The stand-in API back to its sample data before each test (it holds state). */
  resetStub: void;
};
type WorkerFixtures = {
  /** This worker's own stand-in API, e.g. http://127.0.0.1:40123 (state per worker). */
  stubURL: string;
  /** The built site behind the production nginx config, e.g. { url: "http://127.0.0.1:40123" }. */
  nginx: { url: string; dir: string };
};

/** The visitor's cookie choice, as src/lib/consent.ts stores it, unless a page stored its own. */
async function storeConsent(context: BrowserContext, analytics: "granted" | "denied") {
  await context.addInitScript((choice) => {
    try {
      const store = globalThis.localStorage;
      if (!store.getItem("iky-consent")) {
        store.setItem(
          "iky-consent",
          JSON.stringify({ v: 1, analytics: choice, at: "2026-01-01T00:00:00.000Z" }),
        );
      }
    } catch {
      // about:blank and other opaque origins have no storage to prepare.
    }
  }, analytics);
}

/**
 * How long the network must stay quiet (no request in flight, none started or ended) before
 * `waitForNetworkQuiet` resolves. Playwright's "networkidle" waits 500 ms; the pages here start
 * their follow-up requests (client-only data, lazy widgets' chunks) as they hydrate, and the
 * tests wait for what they show with web-first assertions.
 */
const QUIET_MS = 100;

/** The requests a page has in flight, and when one last started or ended. */
type Traffic = { pending: Set<Request>; changed: number };
const traffic = new WeakMap<Page, Traffic>();

/** Follows the requests of `page` (and its frames) for `waitForNetworkQuiet`. */
function trackTraffic(page: Page) {
  const state: Traffic = { pending: new Set(), changed: Date.now() };
  const end = (request: Request) => {
    state.pending.delete(request);
    state.changed = Date.now();
  };
  page.on("request", (request) => {
    state.pending.add(request);
    state.changed = Date.now();
  });
  page.on("requestfinished", end);
  page.on("requestfailed", end);
  traffic.set(page, state);
}

/**
 * Records errors and outside requests of every page the context opens. An outside request fails
 * in the browser (`browserRules`); one a test serves or refuses itself with a route never
 * reaches the host rules and is not counted.
 */
async function watch(context: BrowserContext, problems: Problems) {
  context.on("page", trackTraffic);
  context.on("requestfailed", (request) => {
    if (request.failure()?.errorText === UNRESOLVED) problems.blocked.push(request.url());
  });
  await context.addInitScript(() => {
    const w = globalThis as unknown as { __csp: string[]; __cspReports: string[] };
    w.__csp = [];
    w.__cspReports = [];
    globalThis.document.addEventListener("securitypolicyviolation", (event) => {
      // The enforced policy's violations (a Trusted Types one with the sink and the script that
      // used it), and apart those of a report-only policy (the site sends none).
      const trustedTypes = event.violatedDirective.includes("trusted-types");
      const line = trustedTypes
        ? `${event.violatedDirective} ${event.sample.split("|")[0]} ${event.sourceFile}`
        : `${event.violatedDirective} ${event.blockedURI}`;
      if (event.disposition === "report") w.__cspReports.push(line);
      else w.__csp.push(line);
    });
  });
  context.on("weberror", (error) => problems.errors.push(`pageerror: ${error.error().message}`));
  context.on("console", (message) => {
    if (message.type() !== "error") return;
    const { url } = message.location();
    // The refused outside request is reported once, as a blocked request.
    if (message.text().includes(UNRESOLVED) && problems.blocked.includes(url)) {
      return;
    }
    problems.errors.push(`console: ${message.text()}${url ? ` (${url})` : ""}`);
  });
}

/** What the test did not declare, and what it declared but did not happen. */
function unexpected({ errors, blocked, expected }: Problems) {
  const surprises = errors.filter((line) => {
    const declared = expected.find(({ pattern }) => pattern.test(line));
    if (declared) declared.seen += 1;
    return !declared;
  });
  return {
    errors: surprises,
    blocked,
    missing: expected
      .filter(({ seen }) => seen === 0)
      .map(({ pattern, why }) => `${pattern} (${why})`),
  };
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  apiURL: async ({}, use) => {
    await use(SITE.apiUrl);
  },

  stubURL: [
    async ({}, use) => {
      // Its own process: stub-api loads the site's TypeScript through tsx, which Playwright's
      // loader in this worker would get in the way of.
      const { startStubProcess } = await import("../scripts/lib/stub-process.mjs");
      const stub = await startStubProcess(0, { STUB_PUBLIC_URL: SITE.apiUrl });
      currentStub = stub.url;
      await use(stub.url);
      currentStub = "";
      stub.stop();
    },
    { scope: "worker", timeout: 30_000 },
  ],

  resetStub: [
    async ({ stubURL }, use) => {
      const response = await fetch(`${stubURL}/__stub/reset`, { method: "POST" });
      expect(response.ok, "the stand-in API goes back to its sample data").toBe(true);
      await use();
    },
    { auto: true },
  ],

  problems: async ({}, use) => {
    await use({ errors: [], blocked: [], expected: [] });
  },

  expectConsoleError: async ({ problems }, use) => {
    await use((pattern, why) => {
      problems.expected.push({ pattern, why, seen: 0 });
    });
  },

  consent: ["denied", { option: true }],

  // The project's launch options, with this worker's host rules.
  launchOptions: [
    async ({ launchOptions, stubURL }, use) => {
      await use({ ...launchOptions, args: [...(launchOptions.args ?? []), browserRules(stubURL)] });
    },
    { scope: "worker" },
  ],

  context: async ({ context, problems, consent }, use) => {
    await watch(context, problems);
    if (consent) await storeConsent(context, consent);
    await use(context);
    const found = unexpected(problems);
    expect(found.blocked, "requests to other hosts (this test must serve them locally)").toEqual(
      [],
    );
    expect(found.errors, "errors in the console or the page").toEqual([]);
    expect(found.missing, "errors declared with expectConsoleError that did not happen").toEqual(
      [],
    );
  },

  nginx: [
    async ({}, use) => {
      const server = await startNginx();
      await use({ url: server.url, dir: server.dir });
      await server.stop();
    },
    { scope: "worker", timeout: 60_000 },
  ],
});

/** This worker's stand-in API, for helpers outside a test body (e2e/accounts-helpers.ts). */
export function workerStub(): string {
  if (!currentStub) throw new Error("This worker's stand-in API has not started yet.");
  return currentStub;
}

/**
 * Resolves once React has hydrated the prebuilt HTML: Gatsby's loader has run, the page's
 * scripts are loaded and the network is quiet (a click on a prebuilt control before that is
 * lost).
 */
export async function waitForHydration(page: Page) {
  await page.waitForLoadState("load");
  // React sets its props key on each DOM node it has hydrated: the site's outermost element has
  // it once the prebuilt HTML is React's.
  await page.waitForFunction(() => {
    const first = globalThis.document.getElementById("___gatsby")?.firstElementChild;
    return Boolean(first && Object.keys(first).some((key) => key.startsWith("__reactProps")));
  });
  await waitForNetworkQuiet(page);
}

/**
 * Resolves once no request of the page (any of its frames) is in flight and none has started
 * or ended for `QUIET_MS`, counted from this call at the earliest: what the page asked for has
 * answered. Unlike `waitForLoadState("networkidle")` it waits again after a navigation's first
 * idle moment (a resize, a scroll, a click that fetches), and it does not sit out 500 ms. A page
 * this fixture did not open (none so far) falls back to "networkidle".
 */
export async function waitForNetworkQuiet(page: Page, timeout = 30_000) {
  const state = traffic.get(page);
  if (!state) return page.waitForLoadState("networkidle", { timeout });
  const since = Date.now();
  for (;;) {
    const now = Date.now();
    const quietFor = now - Math.max(state.changed, since);
    if (state.pending.size === 0 && quietFor >= QUIET_MS) return;
    if (now - since > timeout) {
      const urls = [...state.pending].map((request) => request.url());
      throw new Error(
        `The network did not settle within ${timeout} ms; pending: ${urls.join(", ")}`,
      );
    }
    const wait = state.pending.size === 0 ? QUIET_MS - quietFor : 20;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/**
 * Fails when a document of the page's context reported a violation of the Content-Security-
 * Policy, Trusted Types included (every context records them from the start, see `watch`).
 */
export async function expectNoCspViolations(page: Page) {
  expect(await cspViolations(page), "CSP violations").toEqual([]);
  expect(await cspReports(page), "report-only violations").toEqual([]);
}

/** The violations of a report-only policy the page reported so far (the site sends none). */
export function cspReports(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (globalThis as unknown as { __cspReports?: string[] }).__cspReports ?? [],
  );
}

/**
 * The CSP violations the page reported so far, as "directive blocked-URI" lines, or for Trusted
 * Types "directive sink source-file".
 */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (globalThis as unknown as { __csp?: string[] }).__csp ?? []);
}

/**
 * With E2E_SCREENSHOTS=1, a PNG of the whole page (or of the window) in e2e/screenshots/ (ignored by git), to look at what
 * a visitor sees. Running animations are finished first, so the picture is the settled page.
 * Nothing reads them back, so an ordinary run skips them: they cost about 10 s of CPU.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  if (process.env.E2E_SCREENSHOTS !== "1") return;
  const file = path.join(SCREENSHOTS, `${name}.png`);
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: file, fullPage, animations: "disabled" });
}
