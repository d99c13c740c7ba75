import * as React from "react";
import { Link } from "gatsby";
import type { EventView } from "./event-view";
import { EventImage } from "./EventImage";
import { ProgressBar } from "./ProgressBar";
import { eventDateText } from "../../lib/event-date-text";
import { eventPriceText } from "../../lib/format";
import { useEventLang, useLocale, useLocalizedPath } from "../../i18n/LocaleContext";
import * as styles from "./EventCard.module.css";
import * as badge from "../ui/Badge.module.css";
import { media } from "../../styles/breakpoints";
import { apiLang } from "../../i18n/api-lang";

/** An event in a list: cover, title, date, place, price and the time-left bar. */
export function EventCard({ evento, eager = false }: { evento: EventView; eager?: boolean }) {
  const eventLang = useEventLang();
  const { t } = eventLang;
  const { locale } = useLocale();
  const to = useLocalizedPath();
  const title = evento.resumen ?? t.fallback.title;
  // The event's own words are the API's, in Spanish: marked so on English pages.
  const lang = apiLang(locale);
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
        <span className={badge.badge}>{evento.presencial === false ? t.online : t.inPerson}</span>
      </div>
      <div className={styles.body}>
        <p className={styles.date}>{eventDateText(evento.fechas, eventLang, true)}</p>
        <h3 className={styles.title} lang={evento.resumen ? lang : undefined}>
          <Link to={to(`/events/${evento.idEvento}/`)} className={styles.link}>
            {title}
          </Link>
        </h3>
        <p className={styles.meta}>
          <span lang={evento.ubicacionDada ? lang : undefined}>
            {evento.ubicacionDada ?? t.fallback.location}
          </span>
          <span className={styles.price}>
            {eventPriceText(evento.precio, t.fallback.free, locale)}
          </span>
        </p>
        <ProgressBar fechas={evento.fechas} label={title} />
      </div>
    </article>
  );
}
