/**
 * Calls `callback` when the browser is next idle after load (at the latest `timeout` ms later;
 * `fallbackMs` without requestIdleCallback), for work that must not compete with the first
 * paint. Returns a function that cancels it.
 */
export function whenIdleAfterLoad(
  callback: () => void,
  { timeout, fallbackMs }: { timeout: number; fallbackMs: number },
): () => void {
  let cancel = () => {};
  const run = () => {
    const idle = typeof window.requestIdleCallback === "function";
    const id = idle
      ? window.requestIdleCallback(callback, { timeout })
      : window.setTimeout(callback, fallbackMs);
    cancel = () => (idle ? window.cancelIdleCallback(id) : window.clearTimeout(id));
  };
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
  return () => {
    window.removeEventListener("load", run);
    cancel();
  };
}
