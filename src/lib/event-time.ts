/**
 * Event time: the progress bar of docs/product.md §4 (time left within a 30-day window) and the Spanish
 * date and time texts of the event pages. Pure; "now" is always passed in.
 */
import type { Fechas } from "../school-api/types";

export const WINDOW_DAYS = 30;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
export const TIME_ZONE = "America/Bogota";

export const PAST_TEXT = "Evento en curso o finalizado";
export const ENDED_TEXT = "Evento finalizado";
export const NO_DATE_TEXT = "Fecha no disponible";
export const INVALID_DATE_TEXT = "Fecha inválida";

export type DateState = { kind: "ok"; start: Date } | { kind: "missing" } | { kind: "invalid" };

export function eventStart(fechas: Pick<Fechas, "fechaInicio"> | null | undefined): DateState {
  const value = fechas?.fechaInicio ?? null;
  if (value === null) return { kind: "missing" };
  const start = new Date(value);
  return Number.isNaN(start.getTime()) ? { kind: "invalid" } : { kind: "ok", start };
}

/** The centre's offset: America/Bogota has kept UTC−05:00 all year since 1993. */
const CENTRE_OFFSET_MS = -5 * HOUR;

type EndFields = Pick<Fechas, "fechaInicio"> &
  Partial<Pick<Fechas, "fechaFinalTotal" | "hourFin" | "minuteFin">>;

/** Midnight (UTC ms) of the centre's calendar day holding `instant`. */
const centreDayStart = (instant: number) => {
  const local = instant + CENTRE_OFFSET_MS;
  return local - (((local % DAY) + DAY) % DAY) - CENTRE_OFFSET_MS;
};

/**
 * When the event ends: `fechaFinalTotal`, else the start's day at hourFin:minuteFin (centre
 * time); null when neither is known or when it would not come after the start.
 */
export function eventEnd(fechas: EndFields | null | undefined): Date | null {
  const state = eventStart(fechas);
  if (state.kind !== "ok" || !fechas) return null;
  const start = state.start.getTime();
  const total = Date.parse(fechas.fechaFinalTotal ?? "");
  if (!Number.isNaN(total)) return total > start ? new Date(total) : null;
  const hour = fechas.hourFin ?? null;
  if (hour === null || hour < 0 || hour > 23) return null;
  const minute = fechas.minuteFin !== null && fechas.minuteFin !== undefined ? fechas.minuteFin : 0;
  const end =
    centreDayStart(start) + hour * HOUR + (minute >= 0 && minute < 60 ? minute : 0) * MINUTE;
  return end > start ? new Date(end) : null;
}

/**
 * Where the event stands at `now`: not yet started, running, ended, or unknown (no readable
 * start). Without a known end, an event is over when the centre's day of its start is over.
 */
export type EventPhase = "upcoming" | "running" | "ended" | "unknown";

export function eventPhase(fechas: EndFields | null | undefined, now: number): EventPhase {
  const state = eventStart(fechas);
  if (state.kind !== "ok") return "unknown";
  const start = state.start.getTime();
  if (now < start) return "upcoming";
  const end = eventEnd(fechas)?.getTime() ?? centreDayStart(start) + DAY;
  return now < end ? "running" : "ended";
}

export interface Progress {
  /** 0–100: share of the 30-day window still ahead; 100 means 30 days or more away. */
  percent: number;
  /** 'Faltan 3 días', 'Evento en curso o finalizado', 'Evento finalizado' or a date fallback. */
  label: string;
  started: boolean;
  ended: boolean;
  valid: boolean;
}

/** 'Falta 1 hora' / 'Faltan 5 horas': the verb agrees with the number too. */
const left = (n: number, one: string, many: string) =>
  n === 1 ? `Falta 1 ${one}` : `Faltan ${n} ${many}`;

/** Remaining time: months when 2 or more, else days when 3 or more, else hours, else minutes. */
export function remainingText(ms: number): string {
  const months = Math.floor(ms / MONTH);
  if (months >= 2) return left(months, "mes", "meses");
  const days = Math.floor(ms / DAY);
  if (days >= 3) return left(days, "día", "días");
  const hours = Math.floor(ms / HOUR);
  if (hours >= 1) return left(hours, "hora", "horas");
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  return left(minutes, "minuto", "minutos");
}

export function eventProgress(fechas: EndFields | null | undefined, now: number): Progress {
  const state = eventStart(fechas);
  if (state.kind !== "ok") {
    return {
      percent: 0,
      label: state.kind === "missing" ? NO_DATE_TEXT : INVALID_DATE_TEXT,
      started: false,
      ended: false,
      valid: false,
    };
  }
  const ms = state.start.getTime() - now;
  if (ms <= 0) {
    const ended = eventPhase(fechas, now) === "ended";
    return { percent: 0, label: ended ? ENDED_TEXT : PAST_TEXT, started: true, ended, valid: true };
  }
  const percent = Math.min(100, Math.max(0, (ms / (WINDOW_DAYS * DAY)) * 100));
  return {
    percent: Math.round(percent * 10) / 10,
    label: remainingText(ms),
    started: false,
    ended: false,
    valid: true,
  };
}

const dateFormat = new Intl.DateTimeFormat("es-CO", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: TIME_ZONE,
});
const shortDateFormat = new Intl.DateTimeFormat("es-CO", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: TIME_ZONE,
});
const timeFormat = new Intl.DateTimeFormat("es-CO", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: TIME_ZONE,
});

/** 'martes, 12 de enero de 2027', or the fallback text of docs/product.md §8. */
export function eventDateText(fechas: Fechas | null | undefined, short = false): string {
  const state = eventStart(fechas);
  if (state.kind === "missing") return NO_DATE_TEXT;
  if (state.kind === "invalid") return INVALID_DATE_TEXT;
  return (short ? shortDateFormat : dateFormat).format(state.start);
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
  if (!start) return null;
  return end ? `${start} – ${end}` : start;
}
