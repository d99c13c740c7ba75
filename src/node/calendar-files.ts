import { createHash } from "crypto";
import { existsSync } from "fs";
import { mkdir, rm, writeFile } from "fs/promises";
import path from "path";
import type { BuildArgs } from "gatsby";
import type { School } from "../lib/school";
import type { Evento } from "../school-api/types";
import { WEEKLY_TIMETABLE } from "../lib/timetable";
import { byStart, hasEnded } from "../lib/events";
import { eventCalendarEntry, planningEntries, type CalendarEntry } from "../lib/calendar";
import { EVENTS_FEED_PATH, PLANNING_FEED_PATH } from "../lib/calendar-feeds";
import { eventIcsPath } from "../lib/event-paths";
import { eventIcs, toIcs } from "../lib/ics";
import { schoolFactsOf } from "./school";
import { nodesOf } from "./sourced-nodes";

/** Feeds are fetched again by the apps that subscribe to them; a few hours is plenty. */
const FEED_REFRESH_SECONDS = 6 * 3600;

/** Every calendar file of the site, by path: one per event with a date, and the two feeds. */
export function buildCalendarFiles(
  eventos: readonly Evento[],
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
  const feed = (entries: CalendarEntry[], name: string, description: string) =>
    toIcs(entries, {
      name: `${school.nombre} · ${name}`,
      description,
      stamp: now,
      refreshSeconds: FEED_REFRESH_SECONDS,
    });
  const events = `Próximos eventos, formaciones y retiros de ${school.nombre}.`;
  files.set(EVENTS_FEED_PATH, feed(upcoming, "Eventos", events));
  const classes = planningEntries(WEEKLY_TIMETABLE, now.getTime(), school, siteUrl);
  const planning = `Las clases semanales de ${school.nombre} en ${school.ciudad}.`;
  files.set(PLANNING_FEED_PATH, feed(classes, "Planning de la semana", planning));
  return files;
}

/** Plugin-cache key: the calendar files the last build left in public/. */
const CALENDARS_KEY = "calendar-files";

/** What a calendar file says, leaving out when it was made (its DTSTAMP lines). */
const calendarDigest = (text: string) =>
  createHash("md5")
    .update(text.replace(/^DTSTAMP:.*\r\n/gm, ""))
    .digest("hex");

/**
 * Writes `files` (by site path) and returns their digests: one unchanged since `previous` is left,
 * stamp included (a rebuild writes one event's file, not a thousand); without `previous` the
 * folder is emptied first.
 */
export async function writeCalendars(
  publicDir: string,
  files: ReadonlyMap<string, string>,
  previous: Readonly<Record<string, string>> | undefined,
): Promise<Record<string, string>> {
  const current: Record<string, string> = {};
  if (!previous) await rm(path.join(publicDir, "calendario"), { recursive: true, force: true });
  await mkdir(path.join(publicDir, "calendario"), { recursive: true });
  const writes: Promise<void>[] = [];
  for (const [file, text] of files) {
    const target = path.join(publicDir, file);
    current[file] = calendarDigest(text);
    if (previous?.[file] !== current[file] || !existsSync(target))
      writes.push(writeFile(target, text));
  }
  for (const file of Object.keys(previous ?? {})) {
    if (!files.has(file)) writes.push(rm(path.join(publicDir, file), { force: true }));
  }
  await Promise.all(writes);
  return current;
}

/** /calendario/evento-<id>.ics per event, /eventos.ics (events not over), /planning.ics. */
export async function writeCalendarFiles(
  { getNodesByType, reporter, cache }: Pick<BuildArgs, "getNodesByType" | "reporter" | "cache">,
  siteUrl: string,
): Promise<void> {
  const eventos = nodesOf(getNodesByType, "Event");
  const school = schoolFactsOf(getNodesByType, "es");
  const files = buildCalendarFiles(eventos, school, siteUrl, new Date());
  const previous = (await cache.get(CALENDARS_KEY)) as Record<string, string> | undefined;
  await cache.set(CALENDARS_KEY, await writeCalendars(path.resolve("public"), files, previous));
  reporter.info(
    `[iky] ${files.size} calendars (.ics): ${EVENTS_FEED_PATH}, ${PLANNING_FEED_PATH} and one per event`,
  );
}
