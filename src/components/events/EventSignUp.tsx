import * as React from "react";
import type { EventView } from "./event-view";
import { useAuth } from "../auth/AuthContext";
import { useSchool } from "../../hooks/use-school";
import { PLATFORM_EVENT_URL, PLATFORM_URL, SITE_URL } from "../../config";
import type { EventPhase } from "../../lib/event-time";
import { eventPagePath } from "../../lib/calendar";
import { inquiryMailHref, inquiryWhatsappHref, platformEventUrl } from "../../lib/event-actions";
import { loginHref } from "../../lib/safe-next";
import { ButtonLink } from "../ui/Button";
import * as styles from "./EventActions.module.css";

/**
 * 'Inscríbete' where it leads somewhere in every state: logged out, to the login that brings
 * the visitor back here; logged in, to the event on the external platform. Beside it, asking
 * about the event by mail or WhatsApp. A finished event says so and offers no sign-up.
 */
export function EventSignUp({ evento, phase }: { evento: EventView; phase: EventPhase }) {
  const { loggedIn } = useAuth();
  const school = useSchool();
  const path = eventPagePath(evento.idEvento);

  if (phase === "ended") {
    return (
      <div className={styles.ended}>
        <p className={styles.endedTitle}>Inscripciones cerradas</p>
        <p className={styles.note}>
          Este evento ya terminó y no admite inscripciones. Mira lo que viene en la agenda.
        </p>
        <ButtonLink to="/events/" variant="secondary" size="small" className={styles.next}>
          Ver los próximos eventos
        </ButtonLink>
      </div>
    );
  }

  const pageUrl = `${SITE_URL}${path}`;
  const whatsapp = inquiryWhatsappHref(school.whatsapp, evento, pageUrl);
  return (
    <div className={styles.signUp}>
      {loggedIn ? (
        <ButtonLink
          href={platformEventUrl(PLATFORM_EVENT_URL, PLATFORM_URL, evento.idEvento)}
          block
        >
          Inscríbete
        </ButtonLink>
      ) : (
        <ButtonLink to={loginHref(path)} block>
          Inscríbete
        </ButtonLink>
      )}
      <p className={styles.note}>
        {loggedIn
          ? "Completarás la inscripción en la plataforma de IKY Yoga."
          : "Inicia sesión y volverás aquí para completar la inscripción."}
      </p>
      <p className={styles.ask}>
        <span>¿Tienes preguntas?</span>{" "}
        <a href={inquiryMailHref(school.correo, evento, pageUrl)}>Escríbenos un correo</a>
        {whatsapp && (
          <>
            {" o "}
            <a href={whatsapp} target="_blank" rel="noopener noreferrer">
              pregunta por WhatsApp
              <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
            </a>
          </>
        )}
      </p>
    </div>
  );
}
