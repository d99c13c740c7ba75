/** An event's start, end, phase and progress bar (docs/product.md §4). Pure: `now` is passed. */
import type { Fechas } from "../school-api/types";
import type { Messages } from "../i18n/types";
import { fill } from "../i18n/message";

/** The page's events words and its `Intl` tag. */
export type EventLang = { t: Messages["events"]; intl: string };

const WINDOW_DAYS = 30;
export const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
export const TIME_ZONE = "America/Bogota";

type DateState = { kind: "ok"; start: Date } | { kind: "missing" } | { kind: "invalid" };

export function eventStart(fechas: Pick<Fechas, "fechaInicio"> | null | undefined): DateState {
  const value = fechas?.fechaInicio ?? null;
  if (value === null) return { kind: "missing" };
  const start = new Date(value);
  return Number.isNaN(start.getTime()) ? { kind: "invalid" } : { kind: "ok", start };
}

/** The centre's offset: America/Bogota has kept UTC−05:00 all year since 1993. */
export const CENTRE_OFFSET_MS = -5 * HOUR;

type EndFields = Pick<Fechas, "fechaInicio"> &
  Partial<Pick<Fechas, "fechaFinalTotal" | "hourFin" | "minuteFin">>;

/** Midnight (UTC ms) of the centre's calendar day holding `instant`. */
export const centreDayStart = (instant: number) => {
  const local = instant + CENTRE_OFFSET_MS;
  return local - (((local % DAY) + DAY) % DAY) - CENTRE_OFFSET_MS;
};

/**
 * `fechaFinalTotal`, else the start's day at hourFin:minuteFin (centre time); null when neither
 * is known or it would not come after the start.
 */
export function eventEnd(fechas: EndFields | null | undefined): Date | null {
  const state = eventStart(fechas);
  if (state.kind !== "ok" || !fechas) return null;
  const start = state.start.getTime();
  const total = Date.parse(fechas.fechaFinalTotal ?? "");
  if (!Number.isNaN(total)) return total > start ? new Date(total) : null;
  const hour = fechas.hourFin ?? -1;
  if (hour < 0 || hour > 23) return null;
  const minute = fechas.minuteFin ?? 0;
  const end =
    centreDayStart(start) + hour * HOUR + (minute >= 0 && minute < 60 ? minute : 0) * MINUTE;
  return end > start ? new Date(end) : null;
}

/** Without a known end, an event is over when the centre's day of its start is over. */
export type EventPhase = "upcoming" | "running" | "ended" | "unknown";

export function eventPhase(fechas: EndFields | null | undefined, now: number): EventPhase {
  const state = eventStart(fechas);
  if (state.kind !== "ok") return "unknown";
  const start = state.start.getTime();
  if (now < start) return "upcoming";
  const end = eventEnd(fechas)?.getTime() ?? centreDayStart(start) + DAY;
  return now < end ? "running" : "ended";
}

/** Remaining time: months when 2 or more, else days when 3 or more, else hours, else minutes. */
function remainingText(ms: number, t: Messages["events"]): string {
  const months = Math.floor(ms / MONTH);
  if (months >= 2) return fill(t.remaining.month, { n: months });
  const days = Math.floor(ms / DAY);
  if (days >= 3) return fill(t.remaining.day, { n: days });
  const hours = Math.floor(ms / HOUR);
  if (hours >= 1) return fill(t.remaining.hour, { n: hours });
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  return fill(t.remaining.minute, { n: minutes });
}

export function eventProgress(
  fechas: EndFields | null | undefined,
  now: number,
  t: Messages["events"],
) {
  const state = eventStart(fechas);
  if (state.kind !== "ok") {
    const label = state.kind === "missing" ? t.noDate : t.invalidDate;
    return { percent: 0, label, started: false };
  }
  const ms = state.start.getTime() - now;
  if (ms <= 0) {
    const label = eventPhase(fechas, now) === "ended" ? t.ended : t.past;
    return { percent: 0, label, started: true };
  }
  const percent = Math.min(100, Math.max(0, (ms / (WINDOW_DAYS * DAY)) * 100));
  return {
    /** 0–100: share of the 30-day window still ahead; 100 means 30 days or more away. */
    percent: Math.round(percent * 10) / 10,
    /** 'Faltan 3 días' ('3 days to go'), `t.past`, `t.ended` or a date fallback. */
    label: remainingText(ms, t),
    started: false,
  };
}
