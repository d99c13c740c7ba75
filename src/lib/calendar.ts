/** Calendar entries (events, weekly classes), Google's links; light, as the page bundles it. */
import type { Evento } from "../school-api/types";
import type { School } from "./school";
import type { ClassSlot } from "./timetable";
import {
  CENTRE_OFFSET_MS,
  DAY,
  MINUTE,
  TIME_ZONE,
  centreDayStart,
  eventEnd,
  eventStart,
} from "./event-time";
import { eventPriceText, fold } from "./format";
// The calendar files are in Spanish on both languages' pages, like the API's event text.
import { fallback } from "../i18n/events-fallback";
import { parseUrl, webUrl } from "./web-url";
import { eventPagePath } from "./event-paths";

export interface CalendarEntry {
  /** Stable across builds, so a subscribed calendar updates an entry instead of adding one. */
  uid: string;
  start: Date;
  /** null: the event has no known end (an instant, RFC 5545 §3.6.1). */
  end: Date | null;
  summary: string;
  description: string;
  location: string | null;
  url: string;
  weekly: boolean;
}

const hostOf = (siteUrl: string) => parseUrl(siteUrl)?.hostname || "ikyyoga.com";

/** The event as a calendar entry, or null when it has no readable start (then no file). */
export function eventCalendarEntry(evento: Evento, siteUrl: string): CalendarEntry | null {
  const start = eventStart(evento.fechas);
  if (start.kind !== "ok") return null;
  const page = `${siteUrl}${eventPagePath(evento.idEvento)}`;
  const link = webUrl(evento.url);
  const online = evento.presencial === false;
  const description = [
    evento.descripcion,
    `Precio: ${eventPriceText(evento.precio, fallback.free)}`,
    link ? `${online ? "Enlace para conectarse" : "Enlace del evento"}: ${link}` : null,
    `Información e inscripción: ${page}`,
  ]
    .filter((line): line is string => Boolean(line))
    .join("\n\n");
  return {
    uid: `evento-${evento.idEvento}@${hostOf(siteUrl)}`,
    start: start.start,
    end: eventEnd(evento.fechas),
    summary: evento.resumen ?? fallback.title,
    description,
    location: evento.ubicacionDada ?? (online ? "En línea" : null),
    url: page,
    weekly: false,
  };
}

const WEEKDAYS = ["lunes", "martes", "miercoles", "jueves", "viernes", "sabado", "domingo"];
const minutesOf = (clock: string) => {
  const match = /^(\d{1,2}):(\d{2})$/.exec(clock.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/**
 * The weekly classes, each first in the centre's week (Monday to Sunday) that holds `now`. A
 * slot whose day or time cannot be read is left out.
 */
export function planningEntries(
  slots: readonly ClassSlot[],
  now: number,
  school: Pick<School, "nombre" | "direccion" | "ciudad" | "pais">,
  siteUrl: string,
): CalendarEntry[] {
  const today = centreDayStart(now);
  const monday = today - ((new Date(today + CENTRE_OFFSET_MS).getUTCDay() + 6) % 7) * DAY;
  const host = hostOf(siteUrl);
  const entries: CalendarEntry[] = [];
  for (const slot of slots) {
    const weekday = WEEKDAYS.indexOf(fold(slot.day));
    const from = minutesOf(slot.start);
    const to = minutesOf(slot.end);
    if (weekday < 0 || from === null || to === null || to <= from) continue;
    const day = monday + weekday * DAY;
    const hhmm = slot.start.replace(":", "").padStart(4, "0");
    entries.push({
      uid: `clase-${fold(slot.day)}-${hhmm}@${host}`,
      start: new Date(day + from * MINUTE),
      end: new Date(day + to * MINUTE),
      summary: slot.name,
      description: `Clase semanal de ${school.nombre}: ${slot.day.toLowerCase()} de ${slot.start} a ${slot.end} (hora de Colombia).\n\nPlanning de la semana: ${siteUrl}/#planning`,
      location: `${school.direccion}, ${school.ciudad}, ${school.pais}`,
      url: `${siteUrl}/#planning`,
      weekly: true,
    });
  }
  return entries;
}

/** 20270112T140000Z */
const utcStamp = (date: Date) => date.toISOString().replace(/[-:]|\.\d{3}/g, "");

/** Google Calendar's page for adding this entry (an event without end lasts 0 minutes there). */
export function googleCalendarHref(entry: CalendarEntry): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: entry.summary,
    dates: `${utcStamp(entry.start)}/${utcStamp(entry.end ?? entry.start)}`,
    // Long descriptions make links that some browsers and Google refuse.
    details:
      entry.description.length > 1_200
        ? `${entry.description.slice(0, 1_199)}…`
        : entry.description,
    ctz: TIME_ZONE,
  });
  if (entry.location) params.set("location", entry.location);
  if (entry.weekly) params.set("recur", "RRULE:FREQ=WEEKLY");
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
