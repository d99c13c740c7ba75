// Prebuilt elements dropped from the page (a client re-render instead of hydration), from the
// first parse on: `watchRemovedElements` before `page.goto`, `removedElements` to read them.
import type { Page } from "@playwright/test";

type RemovedWindow = { __removed: string[] };

/** Records each element removed from inside an element that matches `within`. */
export async function watchRemovedElements(page: Page, within: string) {
  await page.addInitScript((selector) => {
    const w = window as unknown as RemovedWindow;
    w.__removed = [];
    new MutationObserver((records) => {
      for (const record of records) {
        if (!(record.target as Element).closest?.(selector)) continue;
        for (const node of record.removedNodes) {
          if (node.nodeType === 1) w.__removed.push((node as Element).outerHTML.slice(0, 80));
        }
      }
    }).observe(document, { childList: true, subtree: true });
  }, within);
}

export const removedElements = (page: Page) =>
  page.evaluate(() => (window as unknown as RemovedWindow).__removed);
