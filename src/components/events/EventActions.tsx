import * as React from "react";
import type { EventView } from "./event-view";
import { EventImage } from "./EventImage";
import { AutoSlider } from "../layout/AutoSlider";
import { ShareButton } from "./ShareButton";
import { AddToCalendar } from "../calendar/AddToCalendar";
import { eventCalendarEntry, eventIcsPath } from "../../lib/calendar";
import { useEventLang } from "../../i18n/LocaleContext";
import { SITE_URL } from "../../config";
import * as styles from "./EventDetail.module.css";

/**
 * The event page's calendar and share buttons and its gallery (./EventDetail.tsx): below the
 * fold on a phone, their code loads as they come near the viewport.
 */
export default function EventActions({
  evento,
  prebuilt,
  title,
  path,
}: {
  evento: EventView;
  prebuilt: boolean;
  title: string;
  path: string;
}) {
  const { t } = useEventLang();
  const entry = eventCalendarEntry(evento, SITE_URL);
  return (
    <>
      <div className={styles.actions}>
        {entry && (
          <AddToCalendar
            entry={entry}
            file={prebuilt ? eventIcsPath(evento.idEvento) : undefined}
            fileName={`evento-${evento.idEvento}.ics`}
          />
        )}
        <ShareButton title={title} path={path} />
      </div>

      <section aria-labelledby="galeria" className={styles.gallerySection}>
        <h2 id="galeria">{t.images}</h2>
        {evento.gallery.length > 0 ? (
          <AutoSlider
            label={t.imagesOf(title)}
            className={styles.gallery}
            speed={500}
            autoplaySpeed={3500}
            slides={evento.gallery.map((view, i) => (
              <EventImage
                key={i}
                view={{ ...view, alt: t.imageAlt(title, i + 1) }}
                className={styles.galleryImage}
              />
            ))}
          />
        ) : (
          <p className={styles.empty}>{t.fallback.noImages}</p>
        )}
      </section>
    </>
  );
}
