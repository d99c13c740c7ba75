import * as React from "react";
import { Link } from "gatsby";
import type { EventView } from "./event-view";
import { EventImage } from "./EventImage";
import { ProgressBar } from "./ProgressBar";
import { AutoSlider } from "../layout/AutoSlider";
import { eventDateText, eventTimeText } from "../../lib/event-time";
import { EVENT_FALLBACK, eventPriceText } from "../../lib/format";
import { useAuth } from "../auth/AuthContext";
import * as styles from "./EventDetail.module.css";
import { ButtonLink } from "../ui/Button";
import { Kicker } from "../ui/Text";

/** The event page's body (spec §2 "Event detail"), shared by prebuilt and client-only pages. */
export function EventDetail({ evento }: { evento: EventView }) {
  const { loggedIn } = useAuth();
  const title = evento.resumen ?? EVENT_FALLBACK.title;
  const time = eventTimeText(evento.fechas);
  const safeUrl = evento.url && /^https?:\/\//i.test(evento.url) ? evento.url : null;
  const signUpHref = loggedIn
    ? "/#programas"
    : `/login/?next=${encodeURIComponent(`/events/${evento.idEvento}/`)}`;

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
          <ButtonLink to={signUpHref}>Inscríbete</ButtonLink>
          <Link to="/events/" className={styles.back}>
            ← Todos los eventos
          </Link>
        </aside>
      </div>
    </article>
  );
}
