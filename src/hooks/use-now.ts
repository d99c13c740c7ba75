import * as React from "react";

/**
 * The current time, refreshed every `intervalMs` while the page is open; null during the build
 * and the first render, so prebuilt HTML never carries a stale countdown.
 */
export function useNow(intervalMs = 30_000): number | null {
  const [now, setNow] = React.useState<number | null>(null);
  React.useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
