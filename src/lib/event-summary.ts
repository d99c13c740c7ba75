import type { Evento } from "../school-api/types";

// The events' ids and starts for the profile panel (docs/product.md §2), in a file the build
// writes. Not a static query: every page would carry it, and be rewritten by each new event.
export const EVENT_SUMMARY_PATH = "/eventos/resumen.json";

export type EventSummary = ReturnType<typeof parseEventSummary>[number];

/** The file's content: every event, by id. */
export function eventSummary(eventos: readonly Pick<Evento, "idEvento" | "fechas">[]) {
  return {
    eventos: eventos
      .map(({ idEvento, fechas }) => ({ idEvento, fechaInicio: fechas.fechaInicio ?? null }))
      .sort((a, b) => a.idEvento - b.idEvento),
  };
}

/** The file as the browser reads it; anything else in it is left out. */
export function parseEventSummary(json: unknown) {
  const list = (json as { eventos?: unknown } | null)?.eventos;
  if (!Array.isArray(list)) throw new Error("unreadable event summary");
  return list.flatMap((item: unknown) => {
    const { idEvento, fechaInicio } = (item ?? {}) as Record<string, unknown>;
    if (typeof idEvento !== "number" || !Number.isInteger(idEvento)) return [];
    return [{ idEvento, fechaInicio: typeof fechaInicio === "string" ? fechaInicio : null }];
  });
}
