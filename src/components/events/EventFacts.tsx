import * as React from "react";
import { Link } from "gatsby";
import type { EventView } from "./event-view";
import { ProgressBar } from "./ProgressBar";
import { EventSignUp } from "./EventSignUp";
import { eventDateText, eventPhase, eventTimeText, type EventPhase } from "../../lib/event-time";
import { eventPriceText } from "../../lib/format";
import { useEventLang, useLocale, useLocalizedPath } from "../../i18n/LocaleContext";
import { webUrl } from "../../lib/web-url";
import { useNow } from "../../hooks/use-now";
import * as styles from "./EventDetail.module.css";

/**
 * The event page's facts, progress and sign-up (./EventDetail.tsx). Below the fold on a phone,
 * their code loads as they come near the viewport; the clock that closes the sign-up lives here.
 */
export default function EventFacts({
  evento,
  phaseAtBuild,
  title,
}: {
  evento: EventView;
  phaseAtBuild: EventPhase | null;
  title: string;
}) {
  const now = useNow(60_000);
  const lang = useEventLang();
  const { t } = lang;
  const { locale } = useLocale();
  const to = useLocalizedPath();
  // The event's own words are the API's, in Spanish: marked so on English pages.
  const apiLang = locale === "es" ? undefined : "es";
  const time = eventTimeText(evento.fechas);
  const safeUrl = webUrl(evento.url);
  // A client-only page is never prebuilt, so reading the clock during its first render is safe.
  const phase =
    now === null && phaseAtBuild ? phaseAtBuild : eventPhase(evento.fechas, now ?? Date.now());
  return (
    <aside className={styles.facts} aria-label={t.facts}>
      <ProgressBar fechas={evento.fechas} label={title} />
      <dl className={styles.list}>
        <div>
          <dt>{t.date}</dt>
          <dd>{eventDateText(evento.fechas, lang)}</dd>
        </div>
        <div>
          <dt>{t.time}</dt>
          <dd>{time ?? t.fallback.noTime}</dd>
        </div>
        <div>
          <dt>{t.location}</dt>
          <dd lang={evento.ubicacionDada ? apiLang : undefined}>
            {evento.ubicacionDada ?? t.fallback.location}
          </dd>
        </div>
        <div>
          <dt>{t.mode}</dt>
          <dd>{evento.presencial === false ? t.online : t.inPerson}</dd>
        </div>
        <div>
          <dt>{t.price}</dt>
          <dd className={styles.price}>{eventPriceText(evento.precio, t.fallback.free, locale)}</dd>
        </div>
        <div>
          <dt>{t.access}</dt>
          <dd lang={evento.acceso.length > 0 ? apiLang : undefined}>
            {evento.acceso.length > 0 ? evento.acceso.join(", ") : t.fallback.openAccess}
          </dd>
        </div>
        <div>
          <dt>{t.link}</dt>
          <dd>
            {safeUrl ? (
              <a href={safeUrl} target="_blank" rel="noopener noreferrer">
                {t.seeEvent}
                <span className="visually-hidden">{t.newTab}</span>
              </a>
            ) : (
              t.fallback.noLink
            )}
          </dd>
        </div>
      </dl>
      <EventSignUp evento={evento} phase={phase} />
      <Link to={to("/events/")} className={styles.back}>
        {t.allEvents}
      </Link>
    </aside>
  );
}
