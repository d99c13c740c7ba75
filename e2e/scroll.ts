// Whether the page scrolls in reaction to something: a watch, not a sleep. It ends at the first
// `scrollend` (Chromium fires it once any scroll, smooth or not, has finished) or, when nothing
// moves, after `windowMs` of stillness.
import type { Page } from "@playwright/test";

/**
 * Runs `action` and reports how far the window scrolled because of it.
 * @returns the change of window.scrollY (0 when the page stayed put)
 */
export async function scrollCausedBy(page: Page, action: () => Promise<unknown>, windowMs = 600) {
  await page.evaluate((ms) => {
    const w = globalThis as unknown as { __scrollWatch: Promise<number> };
    const start = globalThis.scrollY;
    w.__scrollWatch = new Promise<number>((resolve) => {
      const done = () => resolve(globalThis.scrollY - start);
      globalThis.addEventListener("scrollend", done, { once: true });
      globalThis.setTimeout(done, ms);
    });
  }, windowMs);
  await action();
  return page.evaluate(
    () => (globalThis as unknown as { __scrollWatch: Promise<number> }).__scrollWatch,
  );
}
