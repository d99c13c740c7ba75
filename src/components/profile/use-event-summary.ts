import { withPrefix } from "gatsby";
import { useAsync, type AsyncState } from "../../hooks/use-async";
import { getBuiltJson } from "../../lib/built-json";
import { EVENT_SUMMARY_PATH, parseEventSummary, type EventSummary } from "../../lib/event-summary";

const fetchEventSummary = async (signal: AbortSignal): Promise<EventSummary[]> =>
  parseEventSummary(await getBuiltJson(withPrefix(EVENT_SUMMARY_PATH), signal));

/**
 * The prebuilt events' ids and starts (lib/event-summary.ts), read once `active` (a visitor
 * logged in): idle before that, then loading, then the list or the error; `retry` asks again.
 */
export function useEventSummary(active: boolean): {
  state: AsyncState<EventSummary[]>;
  retry: () => void;
} {
  return useAsync(active ? fetchEventSummary : null, [active], "idle");
}
