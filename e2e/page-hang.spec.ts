// e2e/page-hang.ts: a wait on a page whose script never yields fails naming where it loops.
import { watchMainThread } from "./page-hang";
import { expect, test, waitForHydration } from "./fixtures";

test("a page whose script loops forever is named, and answers again after", async ({ page }) => {
  // Watched from before the page loads, as the hostile crawl watches its pages.
  const watch = await watchMainThread(page);
  await page.goto("/");
  await waitForHydration(page);
  await page.evaluate(() => {
    (globalThis as unknown as { spinForever: () => number }).spinForever = function spinForever() {
      for (let i = 0; ; i += 1) if (i < 0) return i;
    };
  });
  // The evaluate runs the loop itself: it never answers, so only the hang reaches the limit.
  const looping = page.evaluate("spinForever()");
  await expect(watch.answered(looping, "the loop", 1_000)).rejects.toThrow(
    /^the loop: no answer in 1 s\. The page's main thread is running:\n {2}spinForever \(/,
  );
  // The loop was stopped: the page answers, and draws frames, again.
  expect(
    await page.evaluate(
      () => new Promise((resolve) => globalThis.requestAnimationFrame(() => resolve("drawn"))),
    ),
  ).toBe("drawn");
});

test("a wait that answers is given its value, past a debugger statement", async ({ page }) => {
  const watch = await watchMainThread(page);
  await page.goto("/");
  // The watch's debugger stops the page only when asked: a `debugger` statement goes on.
  const lang = page.evaluate("(() => { debugger; return document.documentElement.lang; })()");
  expect(await watch.answered(lang, "the language", 60_000)).toBe("es");
});
