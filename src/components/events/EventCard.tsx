import * as React from "react";
import { Link } from "gatsby";
import type { EventView } from "./event-view";
import { EventImage } from "./EventImage";
import { ProgressBar } from "./ProgressBar";
import { eventDateText } from "../../lib/event-time";
import { EVENT_FALLBACK, eventPriceText } from "../../lib/format";
import * as styles from "./EventCard.module.css";
import { media } from "../../styles/breakpoints";

/** An event in a list: cover, title, date, place, price and the time-left bar. */
export function EventCard({
  evento,
  headingLevel = 3,
  eager = false,
}: {
  evento: EventView;
  headingLevel?: 2 | 3;
  eager?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  const title = evento.resumen ?? EVENT_FALLBACK.title;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {evento.cover ? (
          <EventImage
            view={evento.cover}
            className={styles.image}
            loading={eager ? "eager" : "lazy"}
            sizes={`${media.desktop} 22rem, ${media.tablet} 50vw, 100vw`}
          />
        ) : (
          <div className={styles.placeholder} aria-hidden="true" />
        )}
        <span className={styles.badge}>
          {evento.presencial === false ? "En línea" : "Presencial"}
        </span>
      </div>
      <div className={styles.body}>
        <p className={styles.date}>{eventDateText(evento.fechas, true)}</p>
        <Heading className={styles.title}>
          <Link to={`/events/${evento.idEvento}/`} className={styles.link}>
            {title}
          </Link>
        </Heading>
        <p className={styles.meta}>
          <span>{evento.ubicacionDada ?? EVENT_FALLBACK.location}</span>
          <span className={styles.price}>{eventPriceText(evento.precio)}</span>
        </p>
        <ProgressBar fechas={evento.fechas} label={title} />
      </div>
    </article>
  );
}
