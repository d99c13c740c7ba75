// Debian's Chromium for everything that drives a browser here (Playwright Test, the bench,
// screenshots): found at CHROME_PATH or /usr/bin/chromium, launched with the flags this machine
// needs. playwright-core never downloads a browser of its own.
"use strict";
// CommonJS on purpose: playwright.config.ts (compiled to CommonJS by Playwright) requires it,
// and Playwright's loader cannot require an .mjs file from there.
const { existsSync } = require("node:fs");

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];
/** Debian's package chromium-headless-shell: the same Chromium as a headless shell. */
const SHELL_CANDIDATES = [
  "/usr/lib/chromium/chromium-headless-shell",
  "/usr/bin/chromium-headless-shell",
];

/** Flags for headless Chromium on a shared, offline machine. */
const CHROMIUM_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** The two widths every page is looked at. */
const VIEWPORTS = {
  375: { width: 375, height: 800 },
  1280: { width: 1280, height: 900 },
};

/**
 * Path of the Chromium executable: CHROME_PATH, else Debian's package.
 * @returns {string}
 */
function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH=${fromEnv} does not exist.`);
  }
  const found = CANDIDATES.find((candidate) => existsSync(candidate));
  if (found) return found;
  throw new Error(
    "Chromium not found: install the Debian package `chromium` " +
      "(apt-get install -y chromium) or set CHROME_PATH.",
  );
}

/**
 * Launch options for playwright (`chromium.launch`, or `use.launchOptions` in Playwright Test).
 * @returns {{ executablePath: string, headless: boolean, args: string[] }}
 */
function launchOptions() {
  return { executablePath: findChromium(), headless: true, args: [...CHROMIUM_ARGS] };
}

/**
 * Path of Chromium's headless shell (the same Blink and V8 as the browser, without the
 * browser's window, tabs and profile machinery), or undefined when it is not installed or
 * CHROME_PATH names a browser: then the browser itself. The shell needs a third of the CPU per
 * page the full browser in --headless=new does (its browser process most of all), and the
 * browser tests are limited by CPU. Lighthouse (the bench) keeps the full browser.
 * @returns {string | undefined}
 */
function findHeadlessShell() {
  if (process.env.CHROME_PATH) return undefined;
  return SHELL_CANDIDATES.find((candidate) => existsSync(candidate));
}

/**
 * Launch options for the browser tests: the headless shell when installed, else the browser.
 * @returns {{ executablePath: string, headless: boolean, args: string[] }}
 */
function shellLaunchOptions() {
  const shell = findHeadlessShell();
  if (!shell) return launchOptions();
  // --headless=new selects the browser's own headless mode; the shell has only its one. The
  // shell hints fonts to whole pixels unless told not to: without hinting, text is laid out
  // as in the browser (same glyph advances, same line breaks, same layout shifts).
  const args = [
    ...CHROMIUM_ARGS.filter((arg) => !arg.startsWith("--headless")),
    "--font-render-hinting=none",
  ];
  return { executablePath: shell, headless: true, args };
}

/** @returns {Promise<import("playwright-core").Browser>} */
function launch() {
  const { chromium } = require("playwright-core");
  return chromium.launch(launchOptions());
}

/** Hosts a page may reach: the built site and the stand-in API, both on this machine. */
const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * A fresh context and page, as a visitor in Cali would have it (es-CO, America/Bogota). Every
 * request that is not to this machine is aborted and listed in `blocked`, so nothing reaches
 * the internet. (The browser tests have their own fixtures: e2e/fixtures.ts.)
 * @param {import("playwright-core").Browser} browser
 * @param {{ width?: number, height?: number }} [options]
 */
async function newPage(browser, { width = 1280, height } = {}) {
  const known = /** @type {Record<number, { height: number } | undefined>} */ (VIEWPORTS);
  const viewport = { width, height: height ?? known[width]?.height ?? 900 };
  const context = await browser.newContext({
    viewport,
    locale: "es-CO",
    timezoneId: "America/Bogota",
  });
  /** @type {string[]} */
  const blocked = [];
  await context.route("**/*", (route) => {
    const url = new URL(route.request().url());
    if (url.protocol === "data:" || url.protocol === "blob:" || LOCAL_HOSTS.has(url.hostname)) {
      return route.continue();
    }
    blocked.push(url.href);
    return route.abort("blockedbyclient");
  });
  const page = await context.newPage();
  return { context, page, blocked, close: () => context.close() };
}

module.exports = {
  CHROMIUM_ARGS,
  LOCAL_HOSTS,
  VIEWPORTS,
  findChromium,
  findHeadlessShell,
  launchOptions,
  shellLaunchOptions,
  launch,
  newPage,
};
