/** Splitting and ordering events for the lists (docs/product.md §2 'Próximos eventos'). */
import type { Evento } from "../school-api/types";
import { eventPhase } from "./event-time";

/** Upcoming first by start; events without a readable date last. */
export function byStart<T extends Pick<Evento, "fechas">>(a: T, b: T): number {
  const ta = Date.parse(a.fechas.fechaInicio ?? "");
  const tb = Date.parse(b.fechas.fechaInicio ?? "");
  if (Number.isNaN(ta)) return Number.isNaN(tb) ? 0 : 1;
  if (Number.isNaN(tb)) return -1;
  return ta - tb;
}

/** Over at `now` (`eventPhase`); events without a readable date are never hidden as over. */
export function hasEnded<T extends Pick<Evento, "fechas">>(evento: T, now: number): boolean {
  return eventPhase(evento.fechas, now) === "ended";
}

/** Upcoming and running events apart from those that are over, each list in `byStart` order. */
export function splitByEnd<T extends Pick<Evento, "fechas">>(eventos: readonly T[], now: number) {
  const upcoming: T[] = [];
  const past: T[] = [];
  for (const evento of eventos) (hasEnded(evento, now) ? past : upcoming).push(evento);
  return { upcoming, past };
}

/**
 * The home page's lists without the events that are over, each cut to `limit`. With `now` null
 * (the prebuilt HTML) nothing is dropped, so hydration matches.
 */
export function upcomingLists<T extends Pick<Evento, "fechas" | "isInstructorado">>(
  eventos: readonly T[],
  now: number | null,
  limit: number,
) {
  const current = now === null ? eventos : eventos.filter((e) => !hasEnded(e, now));
  return {
    instructorado: current.filter((e) => e.isInstructorado).slice(0, limit),
    otros: current.filter((e) => !e.isInstructorado).slice(0, limit),
    total: current.length,
  };
}
