import * as React from "react";
import { PLATFORM_URL } from "../../config";
import { hoursUntilNext } from "../../lib/last-visit";
import { useAuth } from "../auth/AuthContext";
import { usePanels } from "../layout/PanelContext";
import type { AsyncState } from "../../hooks/use-async";
import type { EventSummary } from "../../lib/event-summary";
import * as styles from "./ProfileContent.module.css";
import { Button, ButtonLink } from "../ui/Button";
import { Kicker, Lead } from "../ui/Text";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The two lines about events, while the events' summary loads, when it failed, and then. */
function eventLines(summary: AsyncState<EventSummary[]>, newEvents: number | null): string[] {
  if (summary.status === "error") {
    return ["No se pudieron consultar los eventos: vuelve a abrir este panel en un momento"];
  }
  if (summary.status !== "success") return ["Consultando los eventos…"];
  const hours = hoursUntilNext(
    summary.data.map((e) => e.fechaInicio),
    Date.now(),
  );
  return [
    newEvents
      ? `${plural(newEvents, "evento nuevo", "eventos nuevos")} desde tu última visita`
      : "Ningún evento nuevo desde tu última visita",
    nextCourseText(hours),
  ];
}

function nextCourseText(hours: number | null): string {
  if (hours === null) return "No hay cursos programados por ahora";
  const days = Math.floor(hours / 24);
  const inDays = days >= 2 ? ` (unos ${days} días)` : "";
  return `Tu próximo curso empieza en ${plural(hours, "hora", "horas")}${inDays}`;
}

/** The profile panel's content (docs/product.md §2): the way in when logged out, a summary when in. */
export function ProfileContent({
  summary,
  newEvents,
}: {
  summary: AsyncState<EventSummary[]>;
  newEvents: number | null;
}) {
  const { loggedIn, user, logout } = useAuth();
  const { setOpen } = usePanels();

  if (!loggedIn || !user) {
    return (
      <div className={styles.content}>
        <Kicker tone="sage" flush>
          Mi cuenta
        </Kicker>
        <h2 className={styles.title}>Tu espacio en IKY Yoga</h2>
        <Lead flush>
          Inicia sesión para entrar en la plataforma de clases, o crea tu cuenta para inscribirte en
          un plan.
        </Lead>
        <div className={styles.actions}>
          <Button onClick={() => setOpen("login")}>Iniciar sesión</Button>
          <Button variant="secondary" onClick={() => setOpen("signup")}>
            Registrarse
          </Button>
        </div>
      </div>
    );
  }

  const unread = Number(user.notificacionesNoLeidas ?? 0) || 0;
  const name = String(user.user ?? user.username ?? "");
  const username = typeof user.username === "string" ? user.username : null;

  return (
    <div className={styles.content}>
      <Kicker tone="sage" flush>
        Mi cuenta
      </Kicker>
      {username && <p className={styles.username}>@{username}</p>}
      <h2 className={styles.title}>{name ? `Hola, ${name}` : "Hola"}</h2>
      <ul className={styles.lines} aria-label="Resumen de tu cuenta">
        <li>
          <span className={styles.dot} aria-hidden="true" />
          {unread > 0
            ? `Tienes ${plural(unread, "notificación sin leer", "notificaciones sin leer")}`
            : "No tienes notificaciones sin leer"}
        </li>
        {eventLines(summary, newEvents).map((line) => (
          <li key={line}>
            <span className={styles.dot} aria-hidden="true" />
            {line}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <ButtonLink href={PLATFORM_URL}>Ir a la plataforma</ButtonLink>
        <Button
          variant="secondary"
          onClick={() => {
            logout();
            setOpen(null);
          }}
        >
          Cerrar sesión
        </Button>
      </div>
    </div>
  );
}
