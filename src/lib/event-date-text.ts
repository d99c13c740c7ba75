/** The events' date and time texts, in the page's language and the centre's time zone. Pure. */
import type { Fechas } from "../school-api/types";
import { TIME_ZONE, eventStart, type EventLang } from "./event-time";

const LONG: Intl.DateTimeFormatOptions = {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: TIME_ZONE,
};
const SHORT: Intl.DateTimeFormatOptions = { ...LONG, weekday: undefined, month: "short" };
const timeFormat = new Intl.DateTimeFormat("es-CO", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: TIME_ZONE,
});

/** 'martes, 12 de enero de 2027' (short: '12 ene 2027'), or the spec's fallback text. */
export function eventDateText(
  fechas: Fechas | null | undefined,
  { t, intl }: EventLang,
  short = false,
): string {
  const state = eventStart(fechas);
  if (state.kind === "missing") return t.noDate;
  if (state.kind === "invalid") return t.invalidDate;
  return state.start.toLocaleDateString(intl, short ? SHORT : LONG);
}

const clock = (hour: number | null, minute: number | null) =>
  hour !== null && hour >= 0 && hour < 24
    ? `${String(hour).padStart(2, "0")}:${String(minute !== null && minute >= 0 && minute < 60 ? minute : 0).padStart(2, "0")}`
    : null;

/** '09:00 – 11:00' from the API's hour fields, else from the instants; null when unknown. */
export function eventTimeText(fechas: Fechas | null | undefined): string | null {
  if (!fechas) return null;
  const state = eventStart(fechas);
  const start =
    clock(fechas.hourInicio, fechas.minuteInicio) ??
    (state.kind === "ok" ? timeFormat.format(state.start) : null);
  const end = clock(fechas.hourFin, fechas.minuteFin);
  return start && end ? `${start} – ${end}` : start;
}
