// Debian's Chromium for the bench (Lighthouse and the page measurements), driven by
// playwright-core, which never downloads a browser of its own.
import { existsSync } from "node:fs";
import { chromium } from "playwright-core";

export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Path of the Chromium executable: CHROME_PATH, else Debian's package. */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH=${fromEnv} no existe.`);
  }
  const found = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((c) => existsSync(c));
  if (found) return found;
  throw new Error(
    "No se encontró Chromium: instala el paquete Debian `chromium` (apt-get install -y chromium) o define CHROME_PATH.",
  );
}

export function launch() {
  return chromium.launch({ executablePath: findChromium(), headless: true, args: CHROME_FLAGS });
}
