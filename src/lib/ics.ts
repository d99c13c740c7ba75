/** Entries as iCalendar text, in UTC: the centre keeps UTC−05:00 all year, so weekly rules hold. */
import { ICalCalendar, ICalCalendarMethod, ICalEventRepeatingFreq } from "ical-generator";
import type { CalendarEntry } from "./calendar";

interface CalendarOptions {
  name: string;
  description?: string;
  /** DTSTAMP of every entry: when the file was made (the build). */
  stamp: Date;
  /** How often subscribed apps should fetch the feed again, in seconds. */
  refreshSeconds?: number;
}

// ical-generator writes NAME and X-WR-CALNAME as given: an event's name (API text) may hold CR/LF.
const oneLine = (text: string) => text.replace(/[\r\n]+/g, " ");

export function toIcs(entries: readonly CalendarEntry[], options: CalendarOptions): string {
  const calendar = new ICalCalendar({
    prodId: { company: "IKY Yoga", product: "Sitio web", language: "ES" },
    name: oneLine(options.name),
    description: options.description === undefined ? null : oneLine(options.description),
    method: ICalCalendarMethod.PUBLISH,
    ttl: options.refreshSeconds ?? null,
  });
  for (const entry of entries) {
    calendar.createEvent({
      id: entry.uid,
      stamp: options.stamp,
      start: entry.start,
      end: entry.end,
      summary: entry.summary,
      description: entry.description,
      location: entry.location,
      url: entry.url,
      repeating: entry.weekly ? { freq: ICalEventRepeatingFreq.WEEKLY } : null,
    });
  }
  // RFC 5545 §3.1: the last line ends with CRLF too (ical-generator leaves it off).
  const text = calendar.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}

export const eventIcs = (entry: CalendarEntry, stamp: Date) =>
  toIcs([entry], { name: entry.summary, stamp });
