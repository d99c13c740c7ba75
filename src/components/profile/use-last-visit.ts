import { useAsync } from "../../hooks/use-async";

/** The previous visit, frozen for this tab so the count holds while the visitor browses. */
const SESSION_COPY_KEY = "ikyVisitaAnterior";

/**
 * Events added since the last visit: compares today's event ids with those kept in
 * localStorage at the previous visit, then records today's. Runs only for logged-in users,
 * after mount; null until known, or when storage cannot be read.
 */
export function useNewEventsSinceLastVisit(ids: readonly number[], active: boolean): number | null {
  const key = ids.join(",");
  const { state } = useAsync(
    active
      ? async () => {
          // Only logged-in visitors need the comparison: its code stays out of every page's
          // first-load JavaScript.
          const { LAST_VISIT_KEY, newEventsSince, parseLastVisit } =
            await import("../../lib/last-visit");
          let previous = window.sessionStorage.getItem(SESSION_COPY_KEY);
          if (previous === null) {
            previous = window.localStorage.getItem(LAST_VISIT_KEY) ?? "";
            window.sessionStorage.setItem(SESSION_COPY_KEY, previous);
          }
          const seen = key ? key.split(",").map(Number) : [];
          window.localStorage.setItem(
            LAST_VISIT_KEY,
            JSON.stringify({ time: new Date().toISOString(), ids: seen }),
          );
          return newEventsSince(parseLastVisit(previous || null), seen);
        }
      : null,
    [key, active],
    "idle",
  );
  return state.status === "success" ? state.data : null;
}
