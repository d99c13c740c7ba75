import * as React from "react";
import { googleCalendarHref, type CalendarEntry } from "../../lib/calendar";
import { NewTab } from "./NewTab";
import { Button, ButtonLink } from "../ui/Button";
import * as styles from "./Calendar.module.css";

/** Saves a generated .ics under `name` (an event newer than the build has no file yet). */
async function downloadIcs(entry: CalendarEntry, name: string) {
  // ical-generator is loaded only when asked for: no weight on the page's first load.
  const { eventIcs } = await import("../../lib/ics");
  const blob = new Blob([eventIcs(entry, new Date())], { type: "text/calendar;charset=utf-8" });
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 30_000);
}

/**
 * "Añadir al calendario": the event's .ics file (Apple Calendar, Outlook, Thunderbird… open it)
 * and Google Calendar's page for adding it. `file` is the file made by the build; without it
 * the file is made in the browser.
 */
export function AddToCalendar({
  entry,
  file,
  fileName,
}: {
  entry: CalendarEntry;
  file?: string;
  fileName: string;
}) {
  const [error, setError] = React.useState(false);
  const headingId = React.useId();
  const make = () => {
    setError(false);
    downloadIcs(entry, fileName).catch(() => setError(true));
  };
  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Añadir al calendario
      </h2>
      <div className={styles.links}>
        {file ? (
          <ButtonLink href={file} type="text/calendar" variant="secondary" size="small">
            Archivo .ics <span className={styles.hint}>(Apple, Outlook)</span>
          </ButtonLink>
        ) : (
          <Button variant="secondary" size="small" onClick={make}>
            Archivo .ics <span className={styles.hint}>(Apple, Outlook)</span>
          </Button>
        )}
        <ButtonLink
          href={googleCalendarHref(entry)}
          variant="secondary"
          size="small"
          target="_blank"
          rel="noopener noreferrer"
        >
          Google Calendar
          <NewTab />
        </ButtonLink>
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          No se pudo crear el archivo del calendario. Inténtalo de nuevo.
        </p>
      )}
    </section>
  );
}
