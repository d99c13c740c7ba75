import { mkdir, rm, writeFile } from "fs/promises";
import path from "path";
import type { BuildArgs } from "gatsby";
import type { Evento } from "../school-api/types";
import type { School } from "../lib/school";
import { WEEKLY_TIMETABLE } from "../lib/timetable";
import { byStart, hasEnded } from "../lib/events";
import {
  EVENTS_FEED_PATH,
  PLANNING_FEED_PATH,
  eventCalendarEntry,
  eventIcsPath,
  planningEntries,
  type CalendarEntry,
  type CalendarEvent,
} from "../lib/calendar";
import { eventIcs, toIcs } from "../lib/ics";
import { readSchool } from "./school";

/** Feeds are fetched again by the apps that subscribe to them; a few hours is plenty. */
const FEED_REFRESH_SECONDS = 6 * 3600;

/** Every calendar file of the site, by path: one per event with a date, and the two feeds. */
export function buildCalendarFiles(
  eventos: readonly CalendarEvent[],
  school: Pick<School, "nombre" | "direccion" | "ciudad" | "pais">,
  siteUrl: string,
  now: Date,
): Map<string, string> {
  const files = new Map<string, string>();
  const upcoming: CalendarEntry[] = [];
  for (const evento of [...eventos].sort(byStart)) {
    const entry = eventCalendarEntry(evento, siteUrl);
    // An event without a readable date has no file (and its page offers none).
    if (!entry) continue;
    files.set(eventIcsPath(evento.idEvento), eventIcs(entry, now));
    if (!hasEnded(evento, now.getTime())) upcoming.push(entry);
  }
  files.set(
    EVENTS_FEED_PATH,
    toIcs(upcoming, {
      name: `${school.nombre} · Eventos`,
      description: `Próximos eventos, formaciones y retiros de ${school.nombre}.`,
      stamp: now,
      refreshSeconds: FEED_REFRESH_SECONDS,
    }),
  );
  files.set(
    PLANNING_FEED_PATH,
    toIcs(planningEntries(WEEKLY_TIMETABLE, now.getTime(), school, siteUrl), {
      name: `${school.nombre} · Planning de la semana`,
      description: `Las clases semanales de ${school.nombre} en ${school.ciudad}.`,
      stamp: now,
      refreshSeconds: FEED_REFRESH_SECONDS,
    }),
  );
  return files;
}

/**
 * The calendars visitors add or subscribe to, as static files made at build time:
 *
 *  /calendario/evento-<id>.ics  one event ("Añadir al calendario" on its page)
 *  /eventos.ics                 the events not over yet (a feed, subscribable by webcal://)
 *  /planning.ics                the weekly classes of spec §1, five weekly repeating entries
 */
export async function writeCalendarFiles(
  { getNodesByType, reporter }: Pick<BuildArgs, "getNodesByType" | "reporter">,
  siteUrl: string,
): Promise<void> {
  // The Event nodes are the normalised API records (source-nodes.ts), read as they are rather
  // than through a second list of their fields in a query; the school's facts come from
  // content/school.yaml as gatsby-config reads them into siteMetadata.
  const eventos = getNodesByType("Event") as unknown as Evento[];
  const files = buildCalendarFiles(eventos, readSchool(), siteUrl, new Date());
  const dir = path.resolve("public", "calendario");
  // Events removed since the last build must not leave their files behind.
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await Promise.all(
    [...files].map(([file, text]) => writeFile(path.join(path.resolve("public"), file), text)),
  );
  reporter.info(
    `[iky] ${files.size} calendarios (.ics): ${EVENTS_FEED_PATH}, ${PLANNING_FEED_PATH} y uno por evento`,
  );
}
