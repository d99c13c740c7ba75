import { withPrefix } from "gatsby";
import { useAsync, type AsyncState } from "../../hooks/use-async";
import { EVENT_SUMMARY_PATH, parseEventSummary, type EventSummary } from "../../lib/event-summary";

async function fetchEventSummary(signal: AbortSignal): Promise<EventSummary[]> {
  const response = await fetch(withPrefix(EVENT_SUMMARY_PATH), { signal });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return parseEventSummary(await response.json());
}

/**
 * The prebuilt events' ids and starts (lib/event-summary.ts), read once `active` (a visitor
 * logged in): idle before that, then loading, then the list or the error.
 */
export function useEventSummary(active: boolean): AsyncState<EventSummary[]> {
  return useAsync(active ? fetchEventSummary : null, [active], "idle").state;
}
