import * as React from "react";
import { Link } from "gatsby";
import type { EventView } from "./event-view";
import { EventImage } from "./EventImage";
import { ProgressBar } from "./ProgressBar";
import { AutoSlider } from "../layout/AutoSlider";
import { EventSignUp } from "./EventSignUp";
import { ShareButton } from "./ShareButton";
import { AddToCalendar } from "../calendar/AddToCalendar";
import { ENDED_TEXT, eventDateText, eventPhase, eventTimeText } from "../../lib/event-time";
import type { EventPhase } from "../../lib/event-time";
import { eventCalendarEntry, eventIcsPath, eventPagePath } from "../../lib/calendar";
import { EVENT_FALLBACK, eventPriceText } from "../../lib/format";
import { webUrl } from "../../lib/web-url";
import { SITE_URL } from "../../config";
import { useNow } from "../../hooks/use-now";
import * as styles from "./EventDetail.module.css";
import { Kicker } from "../ui/Text";

/**
 * The event page's body (docs/product.md §2 "Event detail"), shared by prebuilt and client-only pages.
 * `phaseAtBuild` (prebuilt pages) decides the first render, so the HTML of an event that was
 * over at build time already offers no sign-up and hydration matches it; then the clock decides.
 * `prebuilt`: the build made this event's .ics file; otherwise the browser makes it.
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
  const title = evento.resumen ?? EVENT_FALLBACK.title;
  const time = eventTimeText(evento.fechas);
  const safeUrl = webUrl(evento.url);
  // A client-only page is never prebuilt, so reading the clock during its first render is safe.
  const phase =
    now === null && phaseAtBuild ? phaseAtBuild : eventPhase(evento.fechas, now ?? Date.now());
  const entry = eventCalendarEntry(evento, SITE_URL);
  const path = eventPagePath(evento.idEvento);

  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        {evento.cover && (
          <EventImage view={evento.cover} className={styles.cover} loading="eager" />
        )}
        <div className={styles.heroShade} />
        <div className={styles.heroText}>
          <Kicker tone="light">
            {evento.isInstructorado ? "Formación · Instructorado" : "Evento"}
          </Kicker>
          <h1 className={styles.title}>{title}</h1>
          {phase === "ended" && <p className={styles.endedBadge}>{ENDED_TEXT}</p>}
          <p className={styles.when}>
            {eventDateText(evento.fechas)}
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
          <h2 className="visually-hidden">Descripción</h2>
          <p className={styles.description}>{evento.descripcion ?? EVENT_FALLBACK.description}</p>
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
            <h2 id="galeria">Imágenes</h2>
            {evento.gallery.length > 0 ? (
              <AutoSlider
                label={`Imágenes de ${title}`}
                className={styles.gallery}
                speed={500}
                autoplaySpeed={3500}
                slides={evento.gallery.map((view, i) => (
                  <EventImage key={i} view={view} className={styles.galleryImage} />
                ))}
              />
            ) : (
              <p className={styles.empty}>{EVENT_FALLBACK.noImages}</p>
            )}
          </section>
        </div>

        <aside className={styles.facts} aria-label="Datos del evento">
          <ProgressBar fechas={evento.fechas} label={title} />
          <dl className={styles.list}>
            <div>
              <dt>Fecha</dt>
              <dd>{eventDateText(evento.fechas)}</dd>
            </div>
            <div>
              <dt>Horario</dt>
              <dd>{time ?? "Horario no disponible"}</dd>
            </div>
            <div>
              <dt>Ubicación</dt>
              <dd>{evento.ubicacionDada ?? EVENT_FALLBACK.location}</dd>
            </div>
            <div>
              <dt>Modalidad</dt>
              <dd>{evento.presencial === false ? "En línea" : "Presencial"}</dd>
            </div>
            <div>
              <dt>Precio</dt>
              <dd className={styles.price}>{eventPriceText(evento.precio)}</dd>
            </div>
            <div>
              <dt>Acceso</dt>
              <dd>
                {evento.acceso.length > 0 ? evento.acceso.join(", ") : EVENT_FALLBACK.openAccess}
              </dd>
            </div>
            <div>
              <dt>Enlace</dt>
              <dd>
                {safeUrl ? (
                  <a href={safeUrl} target="_blank" rel="noopener noreferrer">
                    Ver evento
                    <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
                  </a>
                ) : (
                  EVENT_FALLBACK.noLink
                )}
              </dd>
            </div>
          </dl>
          <EventSignUp evento={evento} phase={phase} />
          <Link to="/events/" className={styles.back}>
            ← Todos los eventos
          </Link>
        </aside>
      </div>
    </article>
  );
}
