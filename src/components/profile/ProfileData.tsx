import * as React from "react";
import { withPrefix } from "gatsby";
import { useAuth } from "../auth/AuthContext";
import { usePanels } from "../layout/PanelContext";
import { useNewEventsSinceLastVisit } from "./use-last-visit";
import { useAsync } from "../../hooks/use-async";
import { getBuiltJson } from "../../lib/built-json";
import { EVENT_SUMMARY_PATH, parseEventSummary, type EventSummary } from "../../lib/event-summary";

// The panels (and the forms in them) load when one is first opened.
const ProfilePanels = React.lazy(() => import("./ProfilePanels"));

const fetchEventSummary = async (signal: AbortSignal): Promise<EventSummary[]> =>
  parseEventSummary(await getBuiltJson(withPrefix(EVENT_SUMMARY_PATH), signal));

/**
 * What the profile panel shows of the prebuilt events, for a logged-in visitor, and the panels
 * once one has been opened (`panels`). ProfileButton fetches this code only then: a visitor who
 * is not logged in and opens nothing never does.
 */
export default function ProfileData({ panels }: { panels: boolean }) {
  const { loggedIn } = useAuth();
  const { open } = usePanels();
  // The prebuilt events (ids and starts) are read once a visitor is logged in: only the account
  // summary needs them (lib/event-summary.ts).
  const { state: summary, retry: retrySummary } = useAsync(
    loggedIn ? fetchEventSummary : null,
    [loggedIn],
    "idle",
  );
  const ids = React.useMemo(
    () => (summary.status === "success" ? summary.data.map((e) => e.idEvento) : []),
    [summary],
  );
  // The visit is recorded with the events it saw, so only once they are known.
  const newEvents = useNewEventsSinceLastVisit(ids, loggedIn && summary.status === "success");
  // A summary that could not be read is asked for again each time the panel opens (the panel
  // says so).
  const profileOpen = open === "profile";
  const failed = summary.status === "error";
  React.useEffect(() => {
    if (profileOpen && failed) retrySummary();
    // Only on opening: a failure while the panel is open stays said until it is opened again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profileOpen]);

  if (!panels) return null;
  return (
    <React.Suspense fallback={null}>
      <ProfilePanels summary={summary} newEvents={newEvents} />
    </React.Suspense>
  );
}
