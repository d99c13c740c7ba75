// The registry's page weight at scale: with 5,000 teachers built in, what /ripey/
// transfers (compressed, as a real host serves it) before the map is requested, and how many
// table rows it renders. Run on the scale build, while the stand-in still serves that data.
import { launch } from "../scripts/lib/chromium.cjs";
import { startGzipProxy } from "./gzip-proxy.mjs";
import { startSite } from "../scripts/lib/static-server.mjs";
import { HOST, PUBLIC_DIR } from "./paths.mjs";

/**
 * @param {{ sitePort: number }} options the port baked into the build (canonical links)
 * @returns {Promise<{ bytes: number, requests: number, mapRequested: boolean, rows: number }>}
 */
export async function measureRipeyTransfer({ sitePort }) {
  const files = await startSite({ publicDir: PUBLIC_DIR, port: 0, host: HOST });
  const site = await startGzipProxy({ target: files.url, port: sitePort, host: HOST });
  const browser = await launch();
  try {
    // A tall desktop window: the page's first screens, with the map still far below.
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    let bytes = 0;
    let requests = 0;
    let mapRequested = false;
    cdp.on("Network.requestWillBeSent", ({ request }) => {
      if (/leaflet|\/tiles\//i.test(request.url)) mapRequested = true;
    });
    cdp.on("Network.loadingFinished", ({ encodedDataLength }) => {
      bytes += encodedDataLength;
      requests += 1;
    });
    await page.goto(`${site.url}/ripey/`, { waitUntil: "networkidle" });
    await page.waitForTimeout(1500);
    const rows = await page.evaluate(
      () =>
        Array.from(globalThis.document.querySelectorAll("table"))
          .find((t) => t.caption?.textContent?.includes("Profesores graduados"))
          ?.querySelectorAll("tbody tr").length ?? 0,
    );
    return { bytes, requests, mapRequested, rows };
  } finally {
    await browser.close();
    await site.close();
    await files.close();
  }
}
