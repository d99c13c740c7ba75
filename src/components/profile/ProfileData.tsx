import * as React from "react";
import { withPrefix } from "gatsby";
import { useAuth } from "../auth/AuthContext";
import { usePanels } from "../layout/PanelContext";
import { useAsync } from "../../hooks/use-async";
import { getBuiltJson } from "../../lib/built-json";
import { EVENT_SUMMARY_PATH, parseEventSummary, type EventSummary } from "../../lib/event-summary";

// Loaded when a panel is first opened.
const ProfilePanels = React.lazy(() => import("./ProfilePanels"));

const fetchEventSummary = async (signal: AbortSignal): Promise<EventSummary[]> =>
  parseEventSummary(await getBuiltJson(withPrefix(EVENT_SUMMARY_PATH), signal));

/** The previous visit, frozen for this tab so the count holds while the visitor browses. */
const SESSION_COPY_KEY = "ikyVisitaAnterior";

/**
 * What the profile panel shows of the prebuilt events (for a logged-in visitor), and the panels
 * once one has been opened (`panels`). ProfileButton fetches this code only then.
 */
export default function ProfileData({ panels }: { panels: boolean }) {
  const { loggedIn } = useAuth();
  const { open } = usePanels();
  const { state: summary, retry: retrySummary } = useAsync(
    loggedIn ? fetchEventSummary : null,
    [loggedIn],
    "idle",
  );
  // Events added since the last visit (the ids kept in localStorage), then today's visit is
  // recorded, with the events it saw: so only once they are known.
  const seen = summary.status === "success" ? summary.data.map((e) => e.idEvento) : null;
  const { state: news } = useAsync(
    loggedIn && seen
      ? async () => {
          // Only for logged-in visitors: out of every page's first load.
          const { LAST_VISIT_KEY, newEventsSince, parseLastVisit } =
            await import("../../lib/last-visit");
          let previous = window.sessionStorage.getItem(SESSION_COPY_KEY);
          if (previous === null) {
            previous = window.localStorage.getItem(LAST_VISIT_KEY) ?? "";
            window.sessionStorage.setItem(SESSION_COPY_KEY, previous);
          }
          window.localStorage.setItem(
            LAST_VISIT_KEY,
            JSON.stringify({ time: new Date().toISOString(), ids: seen }),
          );
          return newEventsSince(parseLastVisit(previous || null), seen);
        }
      : null,
    [seen?.join(","), loggedIn],
    "idle",
  );
  // A failed summary is asked for again each time the panel opens.
  const profileOpen = open === "profile";
  const failed = summary.status === "error";
  React.useEffect(() => {
    if (profileOpen && failed) retrySummary();
    // Only on opening: a failure while it is open stays said.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profileOpen]);

  if (!panels) return null;
  return (
    <React.Suspense fallback={null}>
      <ProfilePanels summary={summary} newEvents={news.status === "success" ? news.data : null} />
    </React.Suspense>
  );
}
