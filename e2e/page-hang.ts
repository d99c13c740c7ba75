// A page whose script never gives the main thread back answers no evaluate, no frame and no
// timer: a test waiting on it would sit out its whole limit and fail saying only that it timed
// out. `watchMainThread` bounds such waits with a limit only a hang reaches, and then fails
// naming the functions the page is running (read with the debugger), so the failure says where
// the page loops.
//
// The debugger is enabled before the page loads: a busy main thread takes Debugger.pause
// between two statements, but no longer Debugger.enable (that waits until the script yields).
import type { CDPSession, Page } from "@playwright/test";

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
