import * as React from "react";
import type { EventView } from "./event-view";
import { useAuth } from "../auth/AuthContext";
import type { EventPhase } from "../../lib/event-time";
import { eventPagePath } from "../../lib/event-paths";
import type { EventTexts } from "../../lib/event-page";
import { loginHref } from "../../lib/safe-next";
import { ButtonLink } from "../ui/Button";
import * as styles from "./EventActions.module.css";
import { useEventLang, useLocalizedPath, useMessages } from "../../i18n/LocaleContext";

/**
 * 'Inscríbete': logged out, to the login that brings the visitor back; logged in, to the
 * platform. Beside it, questions by mail or WhatsApp. A finished event offers no sign-up.
 */
export function EventSignUp({
  evento,
  phase,
  texts,
}: {
  evento: EventView;
  phase: EventPhase;
  /** Its links (src/lib/event-page.ts). */
  texts: Pick<EventTexts, "mail" | "whatsapp" | "platform">;
}) {
  const { loggedIn } = useAuth();
  const { t } = useEventLang();
  const { ui } = useMessages();
  const to = useLocalizedPath();
  const path = to(eventPagePath(evento.idEvento));

  if (phase === "ended") {
    return (
      <div className={styles.ended}>
        <p className={styles.endedTitle}>{t.closed}</p>
        <p className={styles.note}>{t.closedText}</p>
        <ButtonLink to={to("/events/")} variant="secondary" size="small" className={styles.next}>
          {t.nextEvents}
        </ButtonLink>
      </div>
    );
  }

  const { whatsapp } = texts;
  return (
    <div className={styles.signUp}>
      <ButtonLink {...(loggedIn ? { href: texts.platform } : { to: to(loginHref(path)) })} block>
        {t.signUp}
      </ButtonLink>
      <p className={styles.note}>{loggedIn ? t.signUpOnPlatform : t.signUpAfterLogin}</p>
      <p className={styles.ask}>
        <span>{t.questions}</span> <a href={texts.mail}>{t.writeUs}</a>
        {whatsapp && (
          <>
            {t.or}
            <a href={whatsapp} target="_blank" rel="noopener noreferrer">
              {t.askWhatsapp}
              <span className="visually-hidden">{ui.newTab}</span>
            </a>
          </>
        )}
      </p>
    </div>
  );
}
