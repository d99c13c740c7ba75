import * as React from "react";
import { PLATFORM_URL } from "../../config";
import { hoursUntilNext } from "../../lib/last-visit";
import { useAuth } from "../auth/AuthContext";
import { usePanels } from "../layout/PanelContext";
import { LoginForm } from "../auth/LoginForm";
import { SignupForm } from "../auth/SignupForm";
import type { AsyncState } from "../../hooks/use-async";
import type { EventSummary } from "../../lib/event-summary";
import { SlidePanel } from "./SlidePanel";
import * as styles from "./ProfileContent.module.css";
import { Button, ButtonLink } from "../ui/Button";
import { Kicker, Lead } from "../ui/Text";
import { useMessages } from "../../i18n/LocaleContext";
import type { PageMessages } from "../../i18n/types";
import { fill } from "../../i18n/message";

type Summary = { summary: AsyncState<EventSummary[]>; newEvents: number | null };

/** The profile, login and sign-up panels: one PanelContext value, so one at a time (§4). */
export default function ProfilePanels({ summary, newEvents }: Summary) {
  const { account: t, auth } = useMessages();
  const { open, setOpen } = usePanels();
  const close = React.useCallback(() => setOpen(null), [setOpen]);
  return (
    <>
      <SlidePanel open={open === "profile"} onClose={close} label={t.title}>
        <ProfileContent summary={summary} newEvents={newEvents} />
      </SlidePanel>
      <SlidePanel open={open === "login"} onClose={close} label={t.login}>
        <LoginForm
          headingLevel={2}
          onSuccess={() => window.location.assign(PLATFORM_URL)}
          onSignup={() => setOpen("signup")}
        />
      </SlidePanel>
      <SlidePanel open={open === "signup"} onClose={close} label={auth.signupPage.title}>
        <SignupForm headingLevel={2} onDone={close} />
      </SlidePanel>
    </>
  );
}

/** The two lines about events, while the events' summary loads, when it failed, and then. */
function eventLines(
  t: PageMessages["account"],
  summary: AsyncState<EventSummary[]>,
  newEvents: number | null,
): string[] {
  if (summary.status === "error") return [t.eventsError];
  if (summary.status !== "success") return [t.eventsLoading];
  const hours = hoursUntilNext(
    summary.data.map((e) => e.fechaInicio),
    Date.now(),
  );
  const news = newEvents ? fill(t.newEvents, { n: newEvents }) : t.noNewEvents;
  if (hours === null) return [news, t.noCourse];
  const days = Math.floor(hours / 24);
  return [
    news,
    days >= 2 ? fill(t.nextCourseDays, { n: hours, days }) : fill(t.nextCourse, { n: hours }),
  ];
}

/** The profile panel's content (docs/product.md §2): the way in when logged out, a summary when in. */
export function ProfileContent({ summary, newEvents }: Summary) {
  const t = useMessages().account;
  const { loggedIn, user, logout } = useAuth();
  const { setOpen } = usePanels();

  const unread = Number(user?.notificacionesNoLeidas ?? 0) || 0;
  const name = String(user?.user ?? user?.username ?? "");
  const username = typeof user?.username === "string" ? user.username : null;

  return (
    <div className={styles.content}>
      <Kicker tone="sage" flush>
        {t.title}
      </Kicker>
      {!loggedIn || !user ? (
        <>
          <h2 className={styles.title}>{t.outTitle}</h2>
          <Lead flush>{t.outLead}</Lead>
          <div className={styles.actions}>
            <Button onClick={() => setOpen("login")}>{t.login}</Button>
            <Button variant="secondary" onClick={() => setOpen("signup")}>
              {t.signup}
            </Button>
          </div>
        </>
      ) : (
        <>
          {username && <p className={styles.username}>@{username}</p>}
          <h2 className={styles.title}>{name ? fill(t.helloName, { name }) : t.hello}</h2>
          <ul className={styles.lines} aria-label={t.summary}>
            {[
              unread > 0 ? fill(t.unread, { n: unread }) : t.noUnread,
              ...eventLines(t, summary, newEvents),
            ].map((line) => (
              <li key={line}>
                <span className={styles.dot} aria-hidden="true" />
                {line}
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <ButtonLink href={PLATFORM_URL}>{t.platform}</ButtonLink>
            <Button
              variant="secondary"
              onClick={() => {
                logout();
                setOpen(null);
              }}
            >
              {t.logout}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
