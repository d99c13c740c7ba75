// Layout shifts as the browser reports them (CLS without recent input), summed from the first
// paint on: `watchLayoutShifts` before `page.goto`, `layoutShift` to read the sum. The page is
// watched with motion, as most visitors see it (the tests' default is reduced motion).
import type { Page } from "@playwright/test";

type ShiftWindow = { __shift: number };

export async function watchLayoutShifts(page: Page) {
  // As most visitors see the page: with its motion.
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.addInitScript(() => {
    const w = window as unknown as ShiftWindow;
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[]) {
        if (!entry.hadRecentInput) w.__shift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

export const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as ShiftWindow).__shift);
