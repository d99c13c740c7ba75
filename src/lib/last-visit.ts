/** The profile panel's events since the last visit (docs/product.md §2), and the next course. */
export const LAST_VISIT_KEY = "ikyUltimaVisita";

interface LastVisit {
  time: string;
  ids: number[];
}

export function parseLastVisit(raw: string | null): LastVisit | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<LastVisit> | null;
    if (!value || typeof value.time !== "string" || !Array.isArray(value.ids)) return null;
    return { time: value.time, ids: value.ids.filter((id) => typeof id === "number") };
  } catch {
    return null;
  }
}

/** Ids present now that were not there last time; none on a first visit. */
export function newEventsSince(previous: LastVisit | null, currentIds: readonly number[]): number {
  if (!previous) return 0;
  const seen = new Set(previous.ids);
  return currentIds.filter((id) => !seen.has(id)).length;
}

/** Whole hours (rounded up) until the earliest start after `now`; null when none is ahead. */
export function hoursUntilNext(
  starts: readonly (string | null | undefined)[],
  now: number,
): number | null {
  const next = Math.min(...starts.map((start) => Date.parse(start ?? "")).filter((t) => t > now));
  return next === Infinity ? null : Math.ceil((next - now) / 3_600_000);
}
