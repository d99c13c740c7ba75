import * as React from "react";
import { Link } from "gatsby";
import type { EventView } from "./event-view";
import { EventImage } from "./EventImage";
import { Fact } from "./Fact";
import { ProgressBar } from "./ProgressBar";
import { AddToCalendar } from "../calendar/AddToCalendar";
import { eventPhase, type EventPhase } from "../../lib/event-time";
import type { CalendarEntry } from "../../lib/calendar";
import { eventIcsPath, eventPagePath } from "../../lib/event-paths";
import type { EventTexts } from "../../lib/event-page";
import { useEventLang, useLocale, useLocalizedPath, useMessages } from "../../i18n/LocaleContext";
import { useNow } from "../../hooks/use-now";
import { useAuth } from "../auth/AuthContext";
import { loginHref } from "../../lib/safe-next";
import { ButtonLink } from "../ui/Button";
import * as styles from "./EventDetail.module.css";
import * as actions from "./EventActions.module.css";
import { Kicker } from "../ui/Text";
import { apiLang } from "../../i18n/api-lang";
import { hydrateNearViewport } from "../ui/hydrate-near-viewport";

// The photos' slider: its code only for an event that has photos, as they come near.
const EventGallery = hydrateNearViewport(
  "event-gallery",
  () => import(/* webpackChunkName: "event-gallery" */ "./EventGallery"),
);
// 'Compartir' needs its code only once pressed (or focused): the press waits for it.
const Share = hydrateNearViewport(
  "event-share",
  () => import(/* webpackChunkName: "event-share" */ "./ShareButton"),
  { trigger: "interaction" },
);

/**
 * The event page's body (docs/product.md §2), prebuilt or client-only. On a prebuilt page
 * `phaseAtBuild` decides the first render (hydration matches), then the clock does; it links the
 * build's .ics file, where a newer event's page makes it from `icsEntry`.
 */
export function EventDetail({
  evento,
  texts,
  phaseAtBuild = null,
  icsEntry = null,
}: {
  evento: EventView;
  texts: EventTexts;
  phaseAtBuild?: EventPhase | null;
  icsEntry?: CalendarEntry | null;
}) {
  const now = useNow(60_000);
  const { t } = useEventLang();
  const { ui } = useMessages();
  const { loggedIn } = useAuth();
  // The event's own words are the API's, in Spanish: marked so on English pages.
  const lang = apiLang(useLocale().locale);
  const to = useLocalizedPath();
  const title = evento.resumen ?? t.fallback.title;
  const { time, link: safeUrl } = texts;
  // A client-only page is never prebuilt: reading the clock in its first render is safe.
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
          <h1 className={styles.title} lang={evento.resumen ? lang : undefined}>
            {title}
          </h1>
          {phase === "ended" && <p className={styles.endedBadge}>{t.ended}</p>}
          <p className={styles.when}>
            {texts.date}
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
          <p className={styles.description} lang={evento.descripcion ? lang : undefined}>
            {evento.descripcion ?? t.fallback.description}
          </p>
          <div className={styles.actions}>
            {texts.googleCalendar && (phaseAtBuild || icsEntry) && (
              <AddToCalendar
                googleHref={texts.googleCalendar}
                file={phaseAtBuild ? eventIcsPath(evento.idEvento) : undefined}
                entry={icsEntry}
                fileName={`evento-${evento.idEvento}.ics`}
              />
            )}
            <Share title={title} path={path} />
          </div>

          <section aria-labelledby="galeria" className={styles.gallerySection}>
            <h2 id="galeria">{t.images}</h2>
            {evento.gallery.length > 0 ? (
              <EventGallery gallery={evento.gallery} title={title} />
            ) : (
              <p className="missing">{t.fallback.noImages}</p>
            )}
          </section>
        </div>

        <aside className={styles.facts} aria-label={t.facts}>
          <ProgressBar fechas={evento.fechas} label={title} />
          <dl className={styles.list}>
            <Fact term={t.date}>{texts.date}</Fact>
            <Fact term={t.time}>{time ?? t.fallback.noTime}</Fact>
            <Fact term={t.location} lang={evento.ubicacionDada ? lang : undefined}>
              {evento.ubicacionDada ?? t.fallback.location}
            </Fact>
            <Fact term={t.mode}>{evento.presencial === false ? t.online : t.inPerson}</Fact>
            <Fact term={t.price} className={styles.price}>
              {texts.price}
            </Fact>
            <Fact term={t.access} lang={evento.acceso.length > 0 ? lang : undefined}>
              {evento.acceso.length > 0 ? evento.acceso.join(", ") : t.fallback.openAccess}
            </Fact>
            <Fact term={t.link}>
              {safeUrl ? (
                <a href={safeUrl} target="_blank" rel="noopener noreferrer">
                  {t.seeEvent}
                  <span className="visually-hidden">{ui.newTab}</span>
                </a>
              ) : (
                t.fallback.noLink
              )}
            </Fact>
          </dl>
          {/* 'Inscríbete': logged out, to the login that brings the visitor back; logged in, to
              the platform; beside it, questions by mail or WhatsApp. None once it has ended. */}
          {phase === "ended" ? (
            <div className={actions.ended}>
              <p className={actions.endedTitle}>{t.closed}</p>
              <p className={actions.note}>{t.closedText}</p>
              <ButtonLink to={to("/events/")} variant="secondary" size="small">
                {t.nextEvents}
              </ButtonLink>
            </div>
          ) : (
            <div className={actions.signUp}>
              <ButtonLink
                {...(loggedIn ? { href: texts.platform } : { to: to(loginHref(path)) })}
                block
              >
                {t.signUp}
              </ButtonLink>
              <p className={actions.note}>{loggedIn ? t.signUpOnPlatform : t.signUpAfterLogin}</p>
              <p className={actions.ask}>
                <span>{t.questions}</span> <a href={texts.mail}>{t.writeUs}</a>
                {texts.whatsapp && (
                  <>
                    {t.or}
                    <a href={texts.whatsapp} target="_blank" rel="noopener noreferrer">
                      {t.askWhatsapp}
                      <span className="visually-hidden">{ui.newTab}</span>
                    </a>
                  </>
                )}
              </p>
            </div>
          )}
          <Link to={to("/events/")} className={styles.back}>
            {t.allEvents}
          </Link>
        </aside>
      </div>
    </article>
  );
}
