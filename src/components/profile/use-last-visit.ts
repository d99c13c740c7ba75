import * as React from "react";

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
    if (!active) return undefined;
    let current = true;
    // Only logged-in visitors need the comparison: its code stays out of every page's
    // first-load JavaScript.
    import("../../lib/last-visit").then(
      ({ LAST_VISIT_KEY, newEventsSince, parseLastVisit }) => {
        if (!current) return;
        try {
          let previous = window.sessionStorage.getItem(SESSION_COPY_KEY);
          if (previous === null) {
            previous = window.localStorage.getItem(LAST_VISIT_KEY) ?? "";
            window.sessionStorage.setItem(SESSION_COPY_KEY, previous);
          }
          const ids = key ? key.split(",").map(Number) : [];
          window.localStorage.setItem(
            LAST_VISIT_KEY,
            JSON.stringify({ time: new Date().toISOString(), ids }),
          );
          setCount(newEventsSince(parseLastVisit(previous || null), ids));
        } catch {
          setCount(null);
        }
      },
      () => current && setCount(null),
    );
    return () => {
      current = false;
    };
  }, [key, active]);
  return count;
}
