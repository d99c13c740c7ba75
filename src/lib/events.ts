/** Splitting and ordering events for the lists (spec §2 'Próximos eventos'). */
import type { Evento } from "../school-api/types";

export function splitInstructorado<T extends Pick<Evento, "isInstructorado">>(
  eventos: readonly T[],
) {
  return {
    instructorado: eventos.filter((e) => e.isInstructorado),
    otros: eventos.filter((e) => !e.isInstructorado),
  };
}

/** Upcoming first by start; events without a readable date last. */
export function byStart<T extends Pick<Evento, "fechas">>(a: T, b: T): number {
  const ta = Date.parse(a.fechas.fechaInicio ?? "");
  const tb = Date.parse(b.fechas.fechaInicio ?? "");
  if (Number.isNaN(ta)) return Number.isNaN(tb) ? 0 : 1;
  if (Number.isNaN(tb)) return -1;
  return ta - tb;
}
