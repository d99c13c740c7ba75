import * as React from "react";

/** Now, every `intervalMs`; null in the build and first render: no stale countdown in the HTML. */
export function useNow(intervalMs = 30_000): number | null {
  const [now, setNow] = React.useState<number | null>(null);
  React.useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** The clock each minute, else (in the build and first render, so hydration matches) `buildTime`. */
export function useNowOrBuilt(buildTime: string | null | undefined): number | null {
  const built = Date.parse(buildTime ?? "");
  return useNow(60_000) ?? (Number.isNaN(built) ? null : built);
}
