import * as React from "react";
import type { EventView } from "./event-view";
import { EventImage } from "./EventImage";
import { eventDateText, eventPhase, eventTimeText } from "../../lib/event-time";
import type { EventPhase } from "../../lib/event-time";
import { eventPagePath } from "../../lib/event-paths";
import { useEventLang, useLocale, useLocalizedPath } from "../../i18n/LocaleContext";
import { useNow } from "../../hooks/use-now";
import * as styles from "./EventDetail.module.css";
import { Kicker } from "../ui/Text";
import { hydrateNearViewport } from "../ui/hydrate-near-viewport";

// Below the opening and the description on a phone: their code loads as they come near.
const EventActions = hydrateNearViewport(
  "event-actions",
  () => import(/* webpackChunkName: "event-actions" */ "./EventActions"),
);
const EventFacts = hydrateNearViewport(
  "event-facts",
  () => import(/* webpackChunkName: "event-facts" */ "./EventFacts"),
);

/**
 * The event page's body (docs/product.md §2 "Event detail"), shared by prebuilt and client-only pages.
 * `phaseAtBuild` (prebuilt pages) decides the first render, so the HTML of an event that was
 * over at build time already offers no sign-up and hydration matches it; then the clock decides.
 * `prebuilt`: the build made this event's .ics file; otherwise the browser makes it.
 * `evento` must keep its identity from one render to the next (useMemo): the parts below the
 * fold wait for their code with props that do not change.
 */
export function EventDetail({
  evento,
  phaseAtBuild = null,
  prebuilt = false,
}: {
  evento: EventView;
  phaseAtBuild?: EventPhase | null;
  prebuilt?: boolean;
}) {
  const now = useNow(60_000);
  const lang = useEventLang();
  const { t } = lang;
  const { locale } = useLocale();
  const to = useLocalizedPath();
  // The event's own words are the API's, in Spanish: marked so on English pages.
  const apiLang = locale === "es" ? undefined : "es";
  const title = evento.resumen ?? t.fallback.title;
  const time = eventTimeText(evento.fechas);
  // A client-only page is never prebuilt, so reading the clock during its first render is safe.
  const phase =
    now === null && phaseAtBuild ? phaseAtBuild : eventPhase(evento.fechas, now ?? Date.now());
  const path = to(eventPagePath(evento.idEvento));

  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        {evento.cover && (
          <EventImage view={evento.cover} className={styles.cover} loading="eager" />
        )}
        <div className={styles.heroShade} />
        <div className={styles.heroText}>
          <Kicker tone="light">{evento.isInstructorado ? t.training : t.event}</Kicker>
          <h1 className={styles.title} lang={evento.resumen ? apiLang : undefined}>
            {title}
          </h1>
          {phase === "ended" && <p className={styles.endedBadge}>{t.ended}</p>}
          <p className={styles.when}>
            {eventDateText(evento.fechas, lang)}
            {time && (
              <>
                {" · "}
                <span className={styles.nowrap}>{time}</span>
              </>
            )}
          </p>
        </div>
      </header>

      <div className={styles.layout}>
        <div className={styles.main}>
          <h2 className="visually-hidden">{t.description}</h2>
          <p className={styles.description} lang={evento.descripcion ? apiLang : undefined}>
            {evento.descripcion ?? t.fallback.description}
          </p>
          <EventActions evento={evento} prebuilt={prebuilt} title={title} path={path} />
        </div>

        <EventFacts evento={evento} phaseAtBuild={phaseAtBuild} title={title} />
      </div>
    </article>
  );
}
