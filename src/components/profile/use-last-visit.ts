import * as React from "react";
import { LAST_VISIT_KEY, newEventsSince, parseLastVisit } from "../../lib/last-visit";

/** The previous visit, frozen for this tab so the count holds while the visitor browses. */
const SESSION_COPY_KEY = "ikyVisitaAnterior";

/**
 * Events added since the last visit: compares today's event ids with those kept in
 * localStorage at the previous visit, then records today's. Runs only for logged-in users,
 * after mount.
 */
export function useNewEventsSinceLastVisit(ids: readonly number[], active: boolean): number | null {
  const [count, setCount] = React.useState<number | null>(null);
  const key = ids.join(",");
  React.useEffect(() => {
    if (!active) return;
    try {
      let previous = window.sessionStorage.getItem(SESSION_COPY_KEY);
      if (previous === null) {
        previous = window.localStorage.getItem(LAST_VISIT_KEY) ?? "";
        window.sessionStorage.setItem(SESSION_COPY_KEY, previous);
      }
      const current = key ? key.split(",").map(Number) : [];
      window.localStorage.setItem(
        LAST_VISIT_KEY,
        JSON.stringify({ time: new Date().toISOString(), ids: current }),
      );
      setCount(newEventsSince(parseLastVisit(previous || null), current));
    } catch {
      setCount(null);
    }
  }, [key, active]);
  return count;
}
