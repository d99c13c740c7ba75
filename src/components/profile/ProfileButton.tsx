import * as React from "react";
import { useAuth } from "../auth/AuthContext";
import { usePanels } from "../layout/PanelContext";
import { useNewEventsSinceLastVisit } from "./use-last-visit";
import { useEventSummary } from "./use-event-summary";
import * as styles from "./ProfileButton.module.css";
import { useMessages, withAreas } from "../../i18n/LocaleContext";

// The panels (and the forms in them) load when one is first opened, with their messages and the
// login and sign-up forms', which most pages do not read.
const ProfilePanels = React.lazy(withAreas(["account", "auth"], () => import("./ProfilePanels")));

/**
 * docs/product.md §2 'Floating profile button': always at hand, it opens the profile side panel; from
 * there, the login and sign-up panels. The prebuilt events give the panel its info lines.
 */
export function ProfileButton() {
  const t = useMessages().layout.profileButton;
  const { loggedIn, user } = useAuth();
  const { open, setOpen } = usePanels();
  const [loaded, setLoaded] = React.useState(false);
  // The prebuilt events (ids and starts) are read once a visitor is logged in: only the account
  // summary needs them (lib/event-summary.ts).
  const { state: summary, retry: retrySummary } = useEventSummary(loggedIn);
  const ids = React.useMemo(
    () => (summary.status === "success" ? summary.data.map((e) => e.idEvento) : []),
    [summary],
  );
  // The visit is recorded with the events it saw, so only once they are known.
  const newEvents = useNewEventsSinceLastVisit(ids, loggedIn && summary.status === "success");
  const ours = open === "profile" || open === "login" || open === "signup";

  React.useEffect(() => {
    if (ours) setLoaded(true);
  }, [ours]);
  // A summary that could not be read is asked for again each time the panel opens (the panel
  // says so).
  const profileOpen = open === "profile";
  const failed = summary.status === "error";
  React.useEffect(() => {
    if (profileOpen && failed) retrySummary();
    // Only on opening: a failure while the panel is open stays said until it is opened again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profileOpen]);

  const unread = Number(user?.notificacionesNoLeidas ?? 0) || 0;
  const name = String(user?.user ?? user?.username ?? "");
  const initial = loggedIn && name ? name.trim().charAt(0).toUpperCase() : "";

  return (
    <>
      <button
        type="button"
        className={`${styles.button} ${loggedIn ? styles.loggedIn : ""}`}
        aria-haspopup="dialog"
        aria-expanded={open === "profile"}
        onClick={() => setOpen("profile")}
      >
        {initial ? (
          <span className={styles.initial} aria-hidden="true">
            {initial}
          </span>
        ) : (
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="8.5" r="4" />
            <path d="M4.5 20.5c1.2-4 4.2-6 7.5-6s6.3 2 7.5 6" />
          </svg>
        )}
        <span className="visually-hidden">{loggedIn ? t.loggedIn(unread) : t.loggedOut}</span>
        {loggedIn && unread > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {unread > 9 ? "9+" : unread}
          </span>
        )}
      </button>
      {loaded && (
        <React.Suspense fallback={null}>
          <ProfilePanels summary={summary} newEvents={newEvents} />
        </React.Suspense>
      )}
    </>
  );
}
