// Headless Chromium for the browser tests: Debian's own build, driven by playwright-core
// (which never downloads a browser of its own).
import { existsSync, mkdirSync } from "node:fs";
import { chromium } from "playwright-core";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

const ARGS = [
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

/** Hosts the tests may reach: the built site and the stand-in API, both on this machine. */
const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

export const VIEWPORTS = {
  375: { width: 375, height: 800 },
  1280: { width: 1280, height: 900 },
};

/** Path of the Chromium executable: CHROME_PATH, else Debian's package. */
export function findChromium() {
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

/** @returns {Promise<import("playwright-core").Browser>} */
export function launch() {
  return chromium.launch({ executablePath: findChromium(), headless: true, args: ARGS });
}

/**
 * A fresh context and page, as a visitor in Cali would have it. Every request that is not to
 * this machine is aborted, so no test depends on (or reaches) the internet; what was blocked
 * is listed in `blocked`. Uncaught exceptions and console errors land in `errors`.
 *
 * @param {import("playwright-core").Browser} browser
 * @param {{ width?: 375 | 1280 | number, height?: number }} [options]
 */
export async function newPage(browser, { width = 1280, height } = {}) {
  const viewport = { width, height: height ?? VIEWPORTS[width]?.height ?? 900 };
  const context = await browser.newContext({
    viewport,
    locale: "es-CO",
    timezoneId: "America/Bogota",
  });
  /** @type {string[]} */
  const blocked = [];
  /** @type {string[]} */
  const errors = [];

  await context.route("**/*", (route) => {
    const url = new URL(route.request().url());
    if (url.protocol === "data:" || url.protocol === "blob:" || LOCAL_HOSTS.has(url.hostname)) {
      return route.continue();
    }
    blocked.push(url.href);
    return route.abort("blockedbyclient");
  });

  const page = await context.newPage();
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    // A blocked outside request is reported through `blocked`, not as a page error.
    if (message.text().includes("net::ERR_BLOCKED_BY_CLIENT")) return;
    const { url } = message.location();
    errors.push(`console: ${message.text()}${url ? ` (${url})` : ""}`);
  });

  return { context, page, errors, blocked, close: () => context.close() };
}

/**
 * A full-page PNG in e2e/screenshots/ (ignored by git), to look at what a visitor sees.
 * @param {import("playwright-core").Page} page
 * @param {string} name e.g. "portada-375"
 */
export async function screenshot(page, name) {
  const dir = new URL("./screenshots/", import.meta.url);
  mkdirSync(dir, { recursive: true });
  const file = new URL(`${name}.png`, dir).pathname;
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
