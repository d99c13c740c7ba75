// e2e/page-hang.ts: a wait on a page whose script never yields fails naming where it loops; a
// page that runs but draws no frame is brought back, saying what it tried.
import { rmSync } from "node:fs";
import { draws, recoverFrames, watchMainThread } from "./page-hang";
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
  expect(await draws(page)).toBe(true);
});

test("a page that draws no frame is brought back, and what it took is kept", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  // A stand-in for a stall: no animation frame comes until the window changes size (the real
  // ones came back only when the GPU process restarted: docs/testing.md). The page sees the new
  // size by a timer, as a stalled page's timers still fire.
  await page.evaluate(() => {
    const frame = globalThis.requestAnimationFrame;
    const height = globalThis.innerHeight;
    globalThis.requestAnimationFrame = () => 0;
    const poll = globalThis.setInterval(() => {
      if (globalThis.innerHeight === height) return;
      globalThis.requestAnimationFrame = frame;
      globalThis.clearInterval(poll);
    }, 10);
  });
  expect(await draws(page, 1_000)).toBe(false);
  await recoverFrames(page, "the test's stall");
  expect(await draws(page)).toBe(true);
  const stall = test.info().annotations.find(({ type }) => type === "frame stall");
  const trace = /trace of the stall: (\S+)/.exec(stall?.description ?? "")?.[1];
  if (trace) rmSync(trace, { force: true });
  expect(stall?.description).toMatch(
    /^no frame in 5 s at the test's stall; .*\ntrace of the stall: .*iky-frame-stall-\d+\.json\na new page in a new context draws: true\nafter a resize by one pixel: draws$/,
  );
});

test("a wait that answers is given its value, past a debugger statement", async ({ page }) => {
  const watch = await watchMainThread(page);
  await page.goto("/");
  // The watch's debugger stops the page only when asked: a `debugger` statement goes on.
  const lang = page.evaluate("(() => { debugger; return document.documentElement.lang; })()");
  expect(await watch.answered(lang, "the language", 60_000)).toBe("es");
});
