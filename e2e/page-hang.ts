// A page whose script never gives the main thread back answers no evaluate, no frame and no
// timer: a test waiting on it would sit out its whole limit and fail saying only that it timed
// out. `watchMainThread` bounds such waits with a limit only a hang reaches, and then fails
// naming the functions the page is running (read with the debugger), so the failure says where
// the page loops.
//
// The debugger is enabled before the page loads: a busy main thread takes Debugger.pause
// between two statements, but no longer Debugger.enable (that waits until the script yields).
import os from "node:os";
import path from "node:path";
import { test, type CDPSession, type Page } from "@playwright/test";

export interface MainThreadWatch {
  /**
   * `work`'s value, or, when it has not settled after `limitMs` (a limit only a hang reaches),
   * an error naming `what` and the call stack the page's main thread is running.
   */
  answered<T>(work: Promise<T>, what: string, limitMs: number): Promise<T>;
}

const HUNG = Symbol("hung");

/** Watches `page`'s main thread from now on (call it before the page loads). */
export async function watchMainThread(page: Page): Promise<MainThreadWatch> {
  const cdp = await page.context().newCDPSession(page);
  // Only the pause asked for below stops the page: one a `debugger` statement or an exception
  // would make goes on at once, as it does with no debugger attached.
  let asking = false;
  cdp.on("Debugger.paused", () => {
    if (!asking) cdp.send("Debugger.resume").catch(() => undefined);
  });
  await cdp.send("Debugger.enable");
  return {
    async answered(work, what, limitMs) {
      let timer: NodeJS.Timeout | undefined;
      const hung = new Promise<typeof HUNG>((resolve) => {
        timer = setTimeout(() => resolve(HUNG), limitMs);
      });
      const settled = await Promise.race([work, hung]).finally(() => clearTimeout(timer));
      if (settled !== HUNG) return settled as Awaited<typeof work>;
      // It may still settle or fail once the page's script is stopped: nobody waits for it now.
      work.catch(() => undefined);
      asking = true;
      const stack = await runningStack(cdp);
      throw new Error(
        `${what}: no answer in ${limitMs / 1000} s. ` +
          (stack.length > 0
            ? `The page's main thread is running:\n  ${stack.slice(0, 12).join("\n  ")}`
            : "The page's main thread ran no script within 10 s (it waited on the browser)."),
      );
    },
  };
}

/** The call stack the page's main thread runs now, innermost first; [] if it runs none. */
async function runningStack(cdp: CDPSession): Promise<string[]> {
  const paused = new Promise<string[]>((resolve) =>
    cdp.once("Debugger.paused", ({ callFrames }) =>
      resolve(
        callFrames.map(
          ({ functionName, url, location }) =>
            `${functionName || "(anonymous)"} (${url || "inline"}:${location.lineNumber + 1}:${
              (location.columnNumber ?? 0) + 1
            })`,
        ),
      ),
    ),
  );
  // A page that runs no script pauses at its next statement, which may never come.
  cdp.send("Debugger.pause").catch(() => undefined);
  const none = new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000).unref());
  const stack = await Promise.race([paused, none]);
  if (!stack) {
    await cdp.send("Debugger.disable").catch(() => undefined);
    return [];
  }
  // The test fails either way: the page's script is stopped, so what comes after (the test's
  // teardown, the screenshot of the failure) is answered.
  await cdp.send("Debugger.resume").catch(() => undefined);
  await cdp.send("Runtime.terminateExecution").catch(() => undefined);
  return stack;
}

/** Whether `page` draws: two animation frames come within `limitMs`. */
export async function draws(page: Page, limitMs = 5_000): Promise<boolean> {
  return page.evaluate(
    (limit) =>
      Promise.race([
        new Promise((resolve) =>
          globalThis.requestAnimationFrame(() => globalThis.requestAnimationFrame(resolve)),
        ).then(() => true),
        new Promise((resolve) => globalThis.setTimeout(resolve, limit)).then(() => false),
      ]),
    limitMs,
  );
}

/**
 * A page that runs (its timers fire, it answers every evaluate) but draws no frame: a few times
 * in CI, under load, a hostile crawl's page stopped drawing for minutes (docs/testing.md, "Frame
 * stalls"). Nothing a test waits for that needs a frame comes then: Playwright's scroll, hover
 * and click wait for an element to hold still over two frames.
 *
 * What it does, one step at a time until the page draws again, and records as an annotation
 * ("frame stall") and on the console, so a run that meets a stall says where it was:
 * 1. a Chromium trace of five seconds of the stalled page (compositor scheduler, display
 *    compositor), kept in the system's temporary folder to read in chrome://tracing or Perfetto;
 * 2. whether a new page, in a new context of the same browser, draws: if it does, the stall
 *    belongs to this page's renderer, else to the browser's display compositor;
 * 3. the window resized by one pixel and back (a new surface for the page's compositor);
 * 4. the browser's GPU process restarted (it runs the display compositor and keeps the shared
 *    images the page's tiles are drawn into): in the stalls met, the page's compositor held a
 *    layer tree whose tiles were never rasterized, the resize did not help, and this step
 *    brought the frames back each time (docs/testing.md);
 * 5. the page loaded again, and scrolled back to where it was.
 * If none brings the frames back, it fails with what it saw. `what` names the step that met it.
 */
export async function recoverFrames(page: Page, what: string): Promise<void> {
  const seen: string[] = [];
  const note = (line: string) => {
    seen.push(line);
    console.log(`[frame stall] ${page.url()}: ${line}`);
  };
  const state = await page.evaluate(() => ({
    visibility: document.visibilityState,
    ready: document.readyState,
    focus: document.hasFocus(),
    animations: document.getAnimations().map((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      return `${animation.constructor.name} ${animation.playState} on ${target?.tagName ?? "?"}.${
        target?.className ?? ""
      }`;
    }),
    dialogs: document.querySelectorAll("dialog[open]").length,
    // What the compositor may wait on before it draws: fonts and images still loading.
    fonts: document.fonts.status,
    imagesLoading: [...document.images]
      .filter((image) => !image.complete)
      .map((image) => image.currentSrc || image.src),
    scrollY: globalThis.scrollY,
  }));
  note(`no frame in 5 s at ${what}; ${JSON.stringify(state)}`);
  const browser = page.context().browser();
  try {
    if (browser) {
      const trace = path.join(os.tmpdir(), `iky-frame-stall-${Date.now()}.json`);
      await browser.startTracing(page, { path: trace, categories: TRACE_CATEGORIES });
      const during = await draws(page);
      await browser.stopTracing();
      note(`trace of the stall: ${trace}${during ? " (the page drew again meanwhile)" : ""}`);
      if (during) return;
      const other = await browser.newContext();
      try {
        const fresh = await other.newPage();
        note(`a new page in a new context draws: ${await draws(fresh)}`);
      } finally {
        await other.close();
      }
    }
    const size = page.viewportSize();
    if (size) {
      // The smaller size is held until the page has it, and a moment more: two sizes set at
      // once may meet no frame between them, and the page would never have been resized.
      await page.setViewportSize({ width: size.width, height: size.height - 1 });
      await page
        .waitForFunction((height) => globalThis.innerHeight === height, size.height - 1, {
          polling: 50,
          timeout: 5_000,
        })
        .catch(() => note("the page did not take the smaller size within 5 s"));
      await page.waitForTimeout(500);
      await page.setViewportSize(size);
      const drew = await draws(page);
      note(`after a resize by one pixel: ${drew ? "draws" : "no frame"}`);
      if (drew) return;
    }
    if (browser) {
      const cdp = await browser.newBrowserCDPSession();
      await cdp.send("Browser.crashGpuProcess").catch((error: Error) => note(String(error)));
      await cdp.detach();
      const drew = await draws(page, 10_000);
      note(`after restarting the GPU process: ${drew ? "draws" : "no frame"}`);
      if (drew) return;
    }
    // Back where it was, so that what had come near the window comes again.
    await page.reload();
    await page.evaluate((top) => globalThis.scrollTo({ top, behavior: "instant" }), state.scrollY);
    const drew = await draws(page, 10_000);
    note(`after loading the page again: ${drew ? "draws" : "no frame"}`);
    if (drew) return;
    throw new Error(`The page draws no frame (${what}):\n  ${seen.join("\n  ")}`);
  } finally {
    test.info().annotations.push({ type: "frame stall", description: seen.join("\n") });
  }
}

/** Chromium's trace categories that show why a compositor sends no frame. */
const TRACE_CATEGORIES = [
  "cc",
  "viz",
  "gpu",
  "benchmark",
  "toplevel",
  "disabled-by-default-cc.debug.scheduler",
  "disabled-by-default-cc.debug.scheduler.frames",
  "disabled-by-default-viz.surface_lifetime",
  // Rasterization and image decodes: a tile the compositor waits for holds back every frame.
  "disabled-by-default-cc.debug",
];
