// How fast the registry map follows the search (budget: within 100 ms per keystroke at
// 5,000 teachers). On /ripey/ of a build at scale, in Chromium at 375 px: once the map holds
// the whole registry, a name is typed and erased key by key in the search box, and each
// keystroke is timed from the key event to the first frame after the map redrew its clusters
// (the map's `data-draws` counter, which ClusterMarkers raises after every redraw).
import { launch } from "../scripts/lib/chromium.cjs";

/** Typed into 'Nombre y apellido': narrowing, then widening back to the whole registry. */
export const KEYS = [
  "m",
  "a",
  "r",
  "Backspace",
  "Backspace",
  "Backspace",
  "l",
  "u",
  "Backspace",
  "Backspace",
];

/**
 * @param {string} baseUrl the served scale build
 * @returns {Promise<{ medianMs: number, maxMs: number, keystrokes: number, times: number[], teachers: number }>}
 */
export async function measureMapKeystrokes(baseUrl) {
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(new URL("/ripey/", baseUrl).href, { waitUntil: "load" });
    await page
      .getByRole("region", { name: "Mapa de los profesores del registro" })
      .scrollIntoViewIfNeeded();
    // The whole registry (not only the page's first rows) is on the map.
    const teachers = await page.evaluate(async () => {
      const index = await (await globalThis.fetch("/registro/indice.json")).json();
      return index.profesores.filter(
        (/** @type {any} */ t) => t.latitud !== null && t.longitud !== null,
      ).length;
    });
    await page.waitForFunction(
      (n) =>
        /** @type {HTMLElement | null} */ (globalThis.document.querySelector(".leaflet-container"))
          ?.dataset.points === String(n),
      teachers,
      { timeout: 60_000 },
    );

    await page.evaluate(() => {
      const g = /** @type {any} */ (globalThis);
      const map = g.document.querySelector(".leaflet-container");
      /** @type {number[]} */
      const times = [];
      g.__mapTimes = times;
      /** @type {number | null} */
      let start = null;
      g.document.addEventListener(
        "keydown",
        (/** @type {KeyboardEvent} */ event) => (start = event.timeStamp),
        true,
      );
      new g.MutationObserver(() => {
        if (start === null) return;
        const from = start;
        start = null;
        // The frame that shows the new clusters: after the next animation frame's paint.
        g.requestAnimationFrame(() =>
          g.setTimeout(() => times.push(g.performance.now() - from), 0),
        );
      }).observe(map, { attributes: true, attributeFilter: ["data-draws"] });
    });

    await page.getByLabel("Nombre y apellido").focus();
    for (const key of KEYS) {
      const before = await page.evaluate(() => /** @type {any} */ (globalThis).__mapTimes.length);
      await page.keyboard.press(key);
      await page.waitForFunction(
        (n) => /** @type {any} */ (globalThis).__mapTimes.length > n,
        before,
        {
          timeout: 10_000,
        },
      );
    }
    /** @type {number[]} */
    const times = await page.evaluate(() => /** @type {any} */ (globalThis).__mapTimes);
    const sorted = [...times].sort((a, b) => a - b);
    const round = (/** @type {number} */ v) => Math.round(v * 10) / 10;
    return {
      medianMs: round(sorted[Math.floor(sorted.length / 2)] ?? NaN),
      maxMs: round(sorted.at(-1) ?? NaN),
      keystrokes: times.length,
      times: times.map(round),
      teachers: Number(teachers),
    };
  } finally {
    await browser.close();
  }
}
