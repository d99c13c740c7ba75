import * as React from "react";
import { SITE_URL } from "../../config";
import { googleSubscribeHref, webcalHref } from "../../lib/calendar-feeds";
import * as styles from "./Calendar.module.css";
import { ButtonLink } from "../ui/Button";
import { useMessages } from "../../i18n/LocaleContext";

/** A calendar to subscribe to (webcal://, followed by the app), add to Google, or download. */
export function CalendarFeed({
  title,
  text,
  path,
  headingLevel = 3,
}: {
  title: string;
  text: string;
  path: string;
  headingLevel?: 2 | 3;
}) {
  const t = useMessages().events;
  const headingId = React.useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={`${styles.box} ${styles.feed}`} aria-labelledby={headingId}>
      <div>
        <Heading id={headingId} className={styles.feedTitle}>
          {title}
        </Heading>
        <p className={styles.text}>{text}</p>
      </div>
      <div className={styles.links}>
        <ButtonLink href={webcalHref(SITE_URL, path)} variant="secondary" size="small">
          {t.subscribe} <span className={styles.hint}>(Apple, Outlook)</span>
        </ButtonLink>
        <GoogleCalendarLink href={googleSubscribeHref(SITE_URL, path)} />
        <ButtonLink href={path} variant="secondary" size="small" type="text/calendar">
          {t.downloadIcs}
        </ButtonLink>
      </div>
    </section>
  );
}

/** Google Calendar's page for an event or a feed, in a new tab. */
export function GoogleCalendarLink({ href }: { href: string }) {
  const { ui } = useMessages();
  return (
    <ButtonLink
      href={href}
      variant="secondary"
      size="small"
      target="_blank"
      rel="noopener noreferrer"
    >
      Google Calendar
      <span className="visually-hidden">{ui.newTab}</span>
    </ButtonLink>
  );
}
