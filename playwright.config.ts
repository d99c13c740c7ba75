// Playwright Test: the browser tests of e2e/*.spec.ts against the built site.
//
// How the servers come up. Playwright starts its webServer before globalSetup (and the build
// needs the stand-in API running, and bakes its URL into the pages), so the build cannot live in
// a globalSetup. Instead the webServer is scripts/e2e-site.mjs serve: `gatsby build` against a
// stand-in API it starts for the build (skipped with E2E_SKIP_BUILD=1 when public/ already holds
// a build for these ports), then serves it on the site port with the static server of `npm start`
// (scripts/lib/static-server.mjs, which answers as `gatsby serve` does). Playwright waits for the
// site's URL, so the tests start once the build is served.
// The ports come from a hash of the project folder (scripts/lib/e2e-site.cjs): worktrees side
// by side never clash, and a build can be served again on the ports it was made for.
// E2E_STUB_PORT / E2E_SITE_PORT override them.
//
// Workers in parallel (E2E_WORKERS, default one per core): the stand-in API holds state (accounts,
// calls, injected failures) that the tests reset and inspect, so each worker has its own stand-in on a
// free port, and each worker's browser resolves the API origin baked into the build to it
// (Chromium's host rules, e2e/fixtures.ts, `stubURL`). Nothing listens on the baked port during
// the tests.
import { availableParallelism } from "node:os";
import { defineConfig } from "@playwright/test";
import { launchOptions, shellLaunchOptions } from "./scripts/lib/chromium.cjs";
import { e2eSite } from "./scripts/lib/e2e-site.cjs";

const site = e2eSite();
/** The tag of the tests that need the full browser, not its headless shell. */
const FULL_BROWSER = /@full-browser/;
const ci = Boolean(process.env.CI);

export default defineConfig({
  // The project's .mjs modules (deploy/, webhook/, scripts/lib/a11y.mjs) are real ES modules:
  // Node loads them as they are. Playwright's own transform would turn them into CommonJS,
  // which Node then refuses to run as an .mjs file.
  build: { external: ["**/*.mjs"] },
  testDir: "./e2e",
  testMatch: "**/*.spec.ts",
  outputDir: "./test-results",
  // Whole files go to a worker; a file's tests run in order (worker fixtures such as nginx and
  // the CDN runtime start once per file's worker).
  fullyParallel: false,
  // One worker more than there are cores. A worker often waits (for the network to settle, a
  // build in the admin's test, a stand-in's answer), and then its core would idle: on two cores,
  // with the builds already made, the browser tests took 267 and 275 s with three workers against
  // 295 s with two, for about the same CPU (506-524 CPU-seconds against 503). A fourth gave no
  // more (273 s).
  workers: Number(process.env.E2E_WORKERS || availableParallelism() + 1),
  forbidOnly: ci,
  retries: 0,
  // Limits only a hang reaches: a test asserts behaviour, and a busy two-core machine (npm run
  // test:under-load) can take several times as long as a quiet one for what it waits for. A
  // passing wait ends the moment its condition holds; only a failing one waits this long.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: process.env.PW_JSON_REPORT
    ? [["list"], ["json", { outputFile: process.env.PW_JSON_REPORT }]]
    : [["list"]],
  use: {
    baseURL: site.siteUrl,
    browserName: "chromium",
    locale: "es-CO",
    timezoneId: "America/Bogota",
    // Reduced motion, unless a test is about motion. What most tests assert (text, roles, focus,
    // requests, policy) does not depend on it: the pages render the same content, the carousels
    // hold still until played, and scrolls and dialogs skip their transitions. Motion costs CPU
    // for as long as a page is open (a carousel's slide is a full-width layer moving for most of
    // a second): 0.3 CPU-seconds more per 5 s on the home page. Tests of the carousels, the
    // fade-ins and layout shifts ask for motion (`reducedMotion: "no-preference"`), as most
    // visitors see the site.
    reducedMotion: "reduce",
    viewport: { width: 1280, height: 900 },
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    // A failed test keeps its trace (actions with their timing and errors, network, console) and
    // a screenshot of the moment it failed. The trace records for every test and is dropped when
    // it passes, so what it records costs every test, on a machine where CPU is the limit:
    // - the screencast is left out (filming every frame cost about a fifth of the run's CPU, the
    //   GPU process encoding frames);
    // - the DOM snapshots around each action too (about a tenth of the wall time: 80.9 s against
    //   73.8 s for sections, english and accounts). E2E_TRACE_SNAPSHOTS=1 brings them back to
    //   investigate a failure.
    trace: {
      mode: "retain-on-failure",
      screenshots: false,
      snapshots: process.env.E2E_TRACE_SNAPSHOTS === "1",
    },
    screenshot: "only-on-failure",
  },
  // Chromium's headless shell when installed (scripts/lib/chromium.cjs: a third of the CPU per
  // page of the full browser, and CPU is what limits this run); the few tests tagged
  // FULL_BROWSER need the full browser (its PDF viewer) and run in it.
  projects: [
    { name: "chromium", use: { launchOptions: shellLaunchOptions() }, grepInvert: FULL_BROWSER },
    { name: "chromium-full", use: { launchOptions: launchOptions() }, grep: FULL_BROWSER },
  ],
  webServer: {
    command: "node scripts/e2e-site.mjs serve",
    url: `${site.siteUrl}/`,
    reuseExistingServer: false,
    // A cold `gatsby build` on a busy two-core machine.
    timeout: 15 * 60_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});
