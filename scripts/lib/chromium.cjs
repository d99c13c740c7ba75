// Debian's Chromium for everything that drives a browser here (Playwright Test, the bench,
// screenshots): found at CHROME_PATH or /usr/bin/chromium, launched with the flags this machine
// needs. playwright-core never downloads a browser of its own.
"use strict";
// CommonJS on purpose: playwright.config.ts (compiled to CommonJS by Playwright) requires it,
// and Playwright's loader cannot require an .mjs file from there.
const { existsSync } = require("node:fs");

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

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
    throw new Error(`CHROME_PATH=${fromEnv} no existe. / CHROME_PATH=${fromEnv} does not exist.`);
  }
  const found = CANDIDATES.find((candidate) => existsSync(candidate));
  if (found) return found;
  throw new Error(
    "No se encontró Chromium: instala el paquete Debian `chromium` (apt-get install -y chromium) " +
      "o define CHROME_PATH. / Chromium not found: install the Debian package `chromium` " +
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

module.exports = { CHROMIUM_ARGS, VIEWPORTS, findChromium, launchOptions, launch, newPage };
