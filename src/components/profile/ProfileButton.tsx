import * as React from "react";
import { useAuth } from "../auth/AuthContext";
import { usePanels } from "../layout/PanelContext";
import * as styles from "./ProfileButton.module.css";
import { useMessages } from "../../i18n/LocaleContext";
import { fill } from "../../i18n/message";

// Fetched once a visitor is logged in or opens a panel.
const ProfileData = React.lazy(
  () => import(/* webpackChunkName: "profile-data" */ "./ProfileData"),
);

/** docs/product.md §2 'Floating profile button': opens the profile panel, and from it the others. */
export function ProfileButton() {
  const { layout, account } = useMessages();
  const t = layout.profileButton;
  const { loggedIn, user } = useAuth();
  const { open, setOpen } = usePanels();
  // Once one of its panels has opened, the panels stay mounted.
  const [loaded, setLoaded] = React.useState(false);
  if (!loaded && (open === "profile" || open === "login" || open === "signup")) setLoaded(true);
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
        <span className="visually-hidden">
          {loggedIn ? (unread > 0 ? fill(t.unread, { n: unread }) : account.title) : t.loggedOut}
        </span>
        {loggedIn && unread > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {unread > 9 ? "9+" : unread}
          </span>
        )}
      </button>
      {(loaded || loggedIn) && (
        <React.Suspense fallback={null}>
          <ProfileData panels={loaded} />
        </React.Suspense>
      )}
    </>
  );
}
