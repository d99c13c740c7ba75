/**
 * Calls `callback` when the browser is next idle after load (at the latest `timeout` ms later;
 * `fallbackMs` without requestIdleCallback), for work that must not compete with the first
 * paint. Returns a function that cancels it.
 */
export function whenIdleAfterLoad(
  callback: () => void,
  { timeout, fallbackMs }: { timeout: number; fallbackMs: number },
): () => void {
  let cancelled = false;
  let idleId: number | undefined;
  let timer: number | undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === "function") {
      idleId = window.requestIdleCallback(() => !cancelled && callback(), { timeout });
    } else {
      timer = window.setTimeout(() => !cancelled && callback(), fallbackMs);
    }
  };
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", run);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}
