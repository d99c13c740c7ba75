// Layout shifts as the browser reports them (CLS without recent input), summed from the first
// paint on: `watchLayoutShifts` before `page.goto`, `layoutShift` to read the sum.
import type { Page } from "@playwright/test";

type ShiftWindow = { __shift: number };

export async function watchLayoutShifts(page: Page) {
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
