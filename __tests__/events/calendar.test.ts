/**
 * @jest-environment node
 */
// The calendars' data, read back by an independent iCalendar parser (ical.js), not by the
// generator that wrote them.
import ICAL from "ical.js";
import { eventCalendarEntry, googleCalendarHref, planningEntries } from "../../src/lib/calendar";
import { googleSubscribeHref, webcalHref } from "../../src/lib/calendar-feeds";
import { eventIcsPath } from "../../src/lib/event-paths";
import { eventIcs } from "../../src/lib/ics";
import { mkdtempSync, readFileSync, readdirSync, rmSync, existsSync } from "fs";
import os from "os";
import path from "path";
import { buildCalendarFiles, writeCalendars } from "../../src/node/calendar-files";
import { readSchool } from "../../src/node/school";
import { splitByEnd } from "../../src/lib/events";
import { WEEKLY_TIMETABLE } from "../../src/lib/timetable";
import { normaliseEvento } from "../../src/school-api/normalize";
import type { Evento } from "../../src/school-api/types";

const SITE = "https://www.ikyyoga.com";
// The school's facts as the build reads them (content/school.yaml).
const SCHOOL = readSchool();
const evento = (raw: Record<string, unknown>) => normaliseEvento(raw) as Evento;
/** list[i], failing the test when it is missing. */
function nth<T>(list: readonly T[], i: number): T {
  const item = list[i];
  if (item === undefined) throw new Error(`item ${i} is missing`);
  return item;
}

/** The VEVENTs of an .ics text, as ical.js reads them. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    calendar,
    events: calendar.getAllSubcomponents("vevent").map((c) => new ICAL.Event(c)),
  };
}

const taller = evento({
  idEvento: 41,
  resumen: "Taller de IKYnesis: columna libre",
  descripcion: "Tres horas en el suelo, con calma; para todos.",
  ubicacionDada: "Centro IKY, Cali, Colombia",
  presencial: true,
  precio: 25,
  fechas: {
    hourInicio: 10,
    hourFin: 13,
    fechaInicio: "2027-01-12T10:00:00-05:00",
    fechaFinalTotal: "2027-01-12T13:00:00-05:00",
  },
});

describe("an event's .ics file", () => {
  test("Cali times (UTC−5) written in UTC: a parser reads the same times", () => {
    const entry = eventCalendarEntry(taller, SITE);
    expect(entry).not.toBeNull();
    const text = eventIcs(entry!, new Date("2026-11-23T00:00:00Z"));
    const { events } = parse(text);
    expect(events).toHaveLength(1);
    const event = nth(events, 0);
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-01-12T15:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2027-01-12T18:00:00.000Z");
    expect(event.startDate.zone.tzid).toBe("UTC");
    expect(event.summary).toBe("Taller de IKYnesis: columna libre");
    expect(event.location).toBe("Centro IKY, Cali, Colombia");
    expect(event.description).toContain("Tres horas en el suelo, con calma; para todos.");
    expect(event.description).toMatch(/Precio: 25\s€/);
    expect(event.description).toContain(`${SITE}/events/41/`);
    expect(event.uid).toBe("evento-41@www.ikyyoga.com");
    expect(event.component.getFirstPropertyValue("url")).toBe(`${SITE}/events/41/`);
    // RFC 5545 §3.1: CRLF after every line, the last one included.
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/\n/);
  });

  test("a date without an offset is read in Cali time", () => {
    const entry = eventCalendarEntry(
      evento({ idEvento: 5, fechas: { fechaInicio: "2027-03-01T19:30:00" } }),
      SITE,
    );
    expect(entry?.start.toISOString()).toBe("2027-03-02T00:30:00.000Z");
  });

  test("an event without an end: an instant without DTEND; with an end time, that same day", () => {
    const noEnd = eventCalendarEntry(
      evento({ idEvento: 6, fechas: { fechaInicio: "2027-03-01T19:30:00-05:00" } }),
      SITE,
    );
    expect(noEnd?.end).toBeNull();
    const text = eventIcs(noEnd!, new Date());
    expect(text).not.toMatch(/^DTEND/m);
    const event = nth(parse(text).events, 0);
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-03-02T00:30:00.000Z");
    // RFC 5545 §3.6.1: no DTEND with a date-time start ends at the start.
    expect(event.endDate.toJSDate().toISOString()).toBe("2027-03-02T00:30:00.000Z");

    const withHour = eventCalendarEntry(
      evento({
        idEvento: 7,
        fechas: { fechaInicio: "2027-03-01T19:30:00-05:00", hourFin: 20, minuteFin: 45 },
      }),
      SITE,
    );
    expect(withHour?.end?.toISOString()).toBe("2027-03-02T01:45:00.000Z");
  });

  test("an event with unreadable dates or no date has no file", () => {
    expect(
      eventCalendarEntry(evento({ idEvento: 8, fechas: { fechaInicio: "el martes" } }), SITE),
    ).toBeNull();
    expect(
      eventCalendarEntry(
        evento({ idEvento: 9, fechas: { year: 2027, month: 2, dayOfMonth: 31 } }),
        SITE,
      ),
    ).toBeNull();
    expect(eventCalendarEntry(evento({ idEvento: 10 }), SITE)).toBeNull();
  });

  test("an online event without a place says 'En línea' and gives its link in the description", () => {
    const entry = eventCalendarEntry(
      evento({
        idEvento: 31,
        presencial: false,
        url: "https://meet.example.org/luna",
        fechas: { fechaInicio: "2027-01-12T19:30:00-05:00" },
      }),
      SITE,
    );
    expect(entry?.location).toBe("En línea");
    expect(entry?.description).toContain("Enlace para conectarse: https://meet.example.org/luna");
    // A link that is not http(s) is not passed on.
    const unsafe = eventCalendarEntry(
      evento({ idEvento: 32, url: "javascript:alert(1)", fechas: { fechaInicio: "2027-01-12" } }),
      SITE,
    );
    expect(unsafe?.description).not.toContain("javascript:");
  });

  test("Google Calendar: title, instants in UTC, the centre's place and time zone", () => {
    const url = new URL(googleCalendarHref(eventCalendarEntry(taller, SITE)!));
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe("Taller de IKYnesis: columna libre");
    expect(url.searchParams.get("dates")).toBe("20270112T150000Z/20270112T180000Z");
    expect(url.searchParams.get("location")).toBe("Centro IKY, Cali, Colombia");
    expect(url.searchParams.get("ctz")).toBe("America/Bogota");
    expect(url.searchParams.get("details")).toContain(`${SITE}/events/41/`);
  });
});

describe("the weekly planning (/planning.ics)", () => {
  // A Wednesday in Cali: the week's Tuesday is the day before.
  const NOW = Date.parse("2026-11-25T10:00:00-05:00");

  test("five classes repeating every week, on the day and at the time of the product rules", () => {
    const files = buildCalendarFiles([], SCHOOL, SITE, new Date(NOW));
    const { calendar, events } = parse(files.get("/planning.ics")!);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("IKY Yoga · Planning de la semana");
    expect(events).toHaveLength(5);
    const bogota = new Intl.DateTimeFormat("es-CO", {
      timeZone: "America/Bogota",
      weekday: "long",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    const slots = events.map((event) => {
      expect(event.isRecurring()).toBe(true);
      expect(event.component.getFirstPropertyValue("rrule")?.toString()).toBe("FREQ=WEEKLY");
      return `${bogota.format(event.startDate.toJSDate())}–${bogota
        .format(event.endDate.toJSDate())
        .replace(/^\S+ /, "")} ${event.summary}`;
    });
    expect(slots).toEqual([
      "martes, 09:00–11:00 Yoga IKY",
      "martes, 19:20–20:45 Yoga IKY",
      "jueves, 09:00–11:00 Yoga IKY",
      "sábado, 08:00–10:00 Yoga IKY",
      "sábado, 11:00–13:00 Clase de movimiento (IKYnesis)",
    ]);
    expect(nth(events, 0).location).toBe(`${SCHOOL.direccion}, ${SCHOOL.ciudad}, ${SCHOOL.pais}`);
  });

  test("the repetitions fall every week at the same Cali time (Tuesday 19:20 is Wednesday 00:20 UTC)", () => {
    const files = buildCalendarFiles([], SCHOOL, SITE, new Date(NOW));
    const evening = nth(parse(files.get("/planning.ics")!).events, 1);
    const it = evening.iterator();
    const starts = [1, 2, 3, 4].map(() => it.next()!.toJSDate().toISOString());
    expect(starts).toEqual([
      "2026-11-25T00:20:00.000Z",
      "2026-12-02T00:20:00.000Z",
      "2026-12-09T00:20:00.000Z",
      "2026-12-16T00:20:00.000Z",
    ]);
  });

  test("the first week is the build's, Monday to Sunday in Cali", () => {
    // Sunday 23:30 in Cali is Monday in UTC: still the week that began on Monday the 23rd.
    const sunday = Date.parse("2026-11-29T23:30:00-05:00");
    const tuesday = nth(planningEntries(WEEKLY_TIMETABLE, sunday, SCHOOL, SITE), 0);
    expect(tuesday.start.toISOString()).toBe("2026-11-24T14:00:00.000Z");
    const monday = Date.parse("2026-11-30T00:00:00-05:00");
    expect(
      nth(planningEntries(WEEKLY_TIMETABLE, monday, SCHOOL, SITE), 0).start.toISOString(),
    ).toBe("2026-12-01T14:00:00.000Z");
  });

  test("a class with an unreadable day or time is left out", () => {
    expect(
      planningEntries(
        [
          { day: "Martes", start: "9:00", end: "11:00", name: "Yoga" },
          { day: "Marte", start: "9:00", end: "11:00", name: "Yoga" },
          { day: "Jueves", start: "nueve", end: "11:00", name: "Yoga" },
          { day: "Jueves", start: "11:00", end: "9:00", name: "Yoga" },
        ],
        Date.now(),
        SCHOOL,
        SITE,
      ),
    ).toHaveLength(1);
  });
});

describe("the build's files", () => {
  const NOW = new Date("2027-01-10T12:00:00-05:00");
  const list = [
    evento({
      idEvento: 1,
      resumen: "Terminado",
      fechas: {
        fechaInicio: "2027-01-01T09:00:00-05:00",
        fechaFinalTotal: "2027-01-01T11:00:00-05:00",
      },
    }),
    evento({
      idEvento: 2,
      resumen: "En curso",
      fechas: {
        fechaInicio: "2027-01-05T09:00:00-05:00",
        fechaFinalTotal: "2027-01-26T11:00:00-05:00",
      },
    }),
    evento({
      idEvento: 3,
      resumen: "Próximo",
      fechas: { fechaInicio: "2027-02-01T09:00:00-05:00" },
    }),
    evento({ idEvento: 4, resumen: "Sin fecha legible", fechas: { fechaInicio: "pronto" } }),
  ];

  test("one file per event with a date; the feed, only those not finished", () => {
    const files = buildCalendarFiles(list, SCHOOL, SITE, NOW);
    expect([...files.keys()].sort()).toEqual(
      [eventIcsPath(1), eventIcsPath(2), eventIcsPath(3), "/eventos.ics", "/planning.ics"].sort(),
    );
    const feed = parse(files.get("/eventos.ics")!);
    expect(feed.events.map((e) => e.summary)).toEqual(["En curso", "Próximo"]);
    expect(feed.calendar.getFirstPropertyValue("refresh-interval")?.toString()).toBe("PT6H");
  });

  test("upcoming and past, split by each event's end", () => {
    const { upcoming, past } = splitByEnd(list, NOW.getTime());
    expect(upcoming.map((e) => e.idEvento)).toEqual([2, 3, 4]);
    expect(past.map((e) => e.idEvento)).toEqual([1]);
  });
});

describe("what the build writes in public/", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "iky-calendars-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const read = (file: string) => readFileSync(path.join(dir, file), "utf8");
  const stampOf = (file: string) => /^DTSTAMP:(.*)\r$/m.exec(read(file))?.[1];
  const uno = evento({
    idEvento: 1,
    resumen: "Uno",
    fechas: { fechaInicio: "2027-02-01T09:00:00-05:00" },
  });
  const dos = evento({
    idEvento: 2,
    resumen: "Dos",
    fechas: { fechaInicio: "2027-02-02T09:00:00-05:00" },
  });
  const at = (iso: string) => new Date(iso);

  test("without a previous record: the folder is emptied and everything written", async () => {
    const files = buildCalendarFiles([uno, dos], SCHOOL, SITE, at("2027-01-10T12:00:00Z"));
    const { mkdirSync, writeFileSync } = await import("fs");
    mkdirSync(path.join(dir, "calendario"), { recursive: true });
    writeFileSync(path.join(dir, "calendario", "evento-99.ics"), "from an earlier build");
    const record = await writeCalendars(dir, files, undefined);
    expect(readdirSync(path.join(dir, "calendario")).sort()).toEqual([
      "evento-1.ics",
      "evento-2.ics",
    ]);
    expect(Object.keys(record).sort()).toEqual([...files.keys()].sort());
    expect(stampOf(eventIcsPath(1))).toBe("20270110T120000Z");

    // The next build: "Uno" is unchanged, "Dos" changed, and a new event appears.
    const tres = evento({
      idEvento: 3,
      resumen: "Tres",
      fechas: { fechaInicio: "2027-02-03T09:00:00-05:00" },
    });
    const dosCambiado = evento({ ...dos, resumen: "Dos (cambiado)" });
    const next = buildCalendarFiles(
      [uno, dosCambiado, tres],
      SCHOOL,
      SITE,
      at("2027-01-11T12:00:00Z"),
    );
    const second = await writeCalendars(dir, next, record);
    expect(stampOf(eventIcsPath(1))).toBe("20270110T120000Z");
    expect(stampOf(eventIcsPath(2))).toBe("20270111T120000Z");
    expect(read(eventIcsPath(2))).toContain("SUMMARY:Dos (cambiado)");
    expect(read(eventIcsPath(3))).toContain("SUMMARY:Tres");
    expect(second[eventIcsPath(1)]).toBe(record[eventIcsPath(1)]);

    // Then "Tres" is removed, and the file of "Uno" went missing from public/.
    rmSync(path.join(dir, eventIcsPath(1)));
    const last = buildCalendarFiles([uno, dosCambiado], SCHOOL, SITE, at("2027-01-12T12:00:00Z"));
    await writeCalendars(dir, last, second);
    expect(existsSync(path.join(dir, eventIcsPath(3)))).toBe(false);
    expect(read(eventIcsPath(1))).toContain("SUMMARY:Uno");
  });
});

test("subscription: webcal:// and Google's 'add by URL'", () => {
  expect(webcalHref(SITE, "/eventos.ics")).toBe("webcal://www.ikyyoga.com/eventos.ics");
  expect(webcalHref("http://localhost:9000", "/planning.ics")).toBe(
    "webcal://localhost:9000/planning.ics",
  );
  expect(new URL(googleSubscribeHref(SITE, "/eventos.ics")).searchParams.get("cid")).toBe(
    "webcal://www.ikyyoga.com/eventos.ics",
  );
});
