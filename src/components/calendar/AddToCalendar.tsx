import * as React from "react";
import type { CalendarEntry } from "../../lib/calendar";
import { GoogleCalendarLink } from "./CalendarFeed";
import * as styles from "./Calendar.module.css";
import { Button, ButtonLink } from "../ui/Button";
import { useMessages } from "../../i18n/LocaleContext";

/** Saves a generated .ics under `name` (an event newer than the build has no file yet). */
async function downloadIcs(entry: CalendarEntry, name: string) {
  const { eventIcs } = await import("../../lib/ics");
  const blob = new Blob([eventIcs(entry, new Date())], { type: "text/calendar;charset=utf-8" });
  const href = URL.createObjectURL(blob);
  Object.assign(document.createElement("a"), { href, download: name }).click();
  window.setTimeout(() => URL.revokeObjectURL(href), 30_000);
}

/** "Añadir al calendario": the .ics (the build's `file`, else made from `entry`), Google's. */
export function AddToCalendar({
  googleHref,
  file,
  entry,
  fileName,
}: {
  googleHref: string;
  file?: string;
  entry?: CalendarEntry | null;
  fileName: string;
}) {
  const t = useMessages().events;
  const [error, setError] = React.useState(false);
  const headingId = React.useId();
  const make = () => {
    setError(false);
    if (entry) downloadIcs(entry, fileName).catch(() => setError(true));
  };
  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t.addToCalendar}
      </h2>
      <div className={styles.links}>
        {file ? (
          <ButtonLink href={file} variant="secondary" size="small" type="text/calendar">
            {t.icsFile} <span className={styles.hint}>(Apple, Outlook)</span>
          </ButtonLink>
        ) : (
          <Button variant="secondary" size="small" onClick={make}>
            {t.icsFile} <span className={styles.hint}>(Apple, Outlook)</span>
          </Button>
        )}
        <GoogleCalendarLink href={googleHref} />
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {t.icsError}
        </p>
      )}
    </section>
  );
}
