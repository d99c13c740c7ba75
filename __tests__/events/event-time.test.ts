import { eventEnd, eventPhase, eventProgress } from "../../src/lib/event-time";
import { eventDateText, eventTimeText } from "../../src/lib/event-date-text";
import type { Fechas } from "../../src/school-api/types";
import { JANUARY_INSTRUCTORADO } from "../fixtures/fechas";
import es from "../../src/i18n/es";
import en from "../../src/i18n/en";

const T = es.events;
const ES = { t: es.events, intl: "es-CO" };
const EN = { t: en.events, intl: "en-GB" };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NOW = Date.parse("2027-01-01T12:00:00-05:00");

const startingIn = (ms: number) => ({ fechaInicio: new Date(NOW + ms).toISOString() });

describe("eventProgress: the time-left bar (30-day window)", () => {
  test("exactly 30 days: the bar full and the text in days", () => {
    expect(eventProgress(startingIn(30 * DAY), NOW, T)).toEqual({
      percent: 100,
      label: "Faltan 30 días",
      started: false,
    });
  });

  test("more than 30 days is clamped to 100 %", () => {
    expect(eventProgress(startingIn(45 * DAY), NOW, T).percent).toBe(100);
    expect(eventProgress(startingIn(45 * DAY), NOW, T).label).toBe("Faltan 45 días");
  });

  test("2 months or more count in months; just before, in days", () => {
    expect(eventProgress(startingIn(60 * DAY), NOW, T).label).toBe("Faltan 2 meses");
    expect(eventProgress(startingIn(60 * DAY - MINUTE), NOW, T).label).toBe("Faltan 59 días");
    expect(eventProgress(startingIn(95 * DAY), NOW, T).label).toBe("Faltan 3 meses");
  });

  test("3 days: 10 % of the window, and below 3 days it counts in hours", () => {
    expect(eventProgress(startingIn(3 * DAY), NOW, T)).toMatchObject({
      percent: 10,
      label: "Faltan 3 días",
    });
    expect(eventProgress(startingIn(3 * DAY - MINUTE), NOW, T).label).toBe("Faltan 71 horas");
    expect(eventProgress(startingIn(15 * DAY), NOW, T).percent).toBe(50);
  });

  test("less than an hour counts in minutes, singular when due", () => {
    expect(eventProgress(startingIn(59 * MINUTE), NOW, T).label).toBe("Faltan 59 minutos");
    expect(eventProgress(startingIn(30_000), NOW, T).label).toBe("Falta 1 minuto");
    expect(eventProgress(startingIn(HOUR), NOW, T).label).toBe("Falta 1 hora");
  });

  test("an event that has started and not ended: 0 % and 'Evento en curso o finalizado'", () => {
    for (const offset of [0, -MINUTE, -2 * HOUR]) {
      expect(eventProgress(startingIn(offset), NOW, T)).toEqual({
        percent: 0,
        label: T.past,
        started: true,
      });
    }
  });

  test("a finished event: 0 % and 'Evento finalizado'", () => {
    const ended = {
      fechaInicio: new Date(NOW - 3 * DAY).toISOString(),
      fechaFinalTotal: new Date(NOW - 2 * DAY).toISOString(),
    };
    expect(eventProgress(ended, NOW, T)).toEqual({
      percent: 0,
      label: T.ended,
      started: true,
    });
    // Without an end, the day of its start (in Cali) closes it.
    expect(eventProgress(startingIn(-40 * DAY), NOW, T).label).toBe(T.ended);
  });

  test("missing or unreadable dates give the product rules' text, never NaN", () => {
    expect(eventProgress({ fechaInicio: null }, NOW, T)).toMatchObject({
      percent: 0,
      label: T.noDate,
      started: false,
    });
    expect(eventProgress(null, NOW, T).label).toBe(T.noDate);
    expect(eventProgress({ fechaInicio: "invalid" }, NOW, T)).toMatchObject({
      percent: 0,
      label: T.invalidDate,
      started: false,
    });
    expect(eventProgress({ fechaInicio: "2027-13-45T99:00" }, NOW, T).label).toBe(T.invalidDate);
  });
});

describe("date and time in Spanish", () => {
  const fechas: Fechas = { ...JANUARY_INSTRUCTORADO, minuteFin: 30 };

  test("the date, in the centre's time zone", () => {
    expect(eventDateText(fechas, ES)).toBe("martes, 12 de enero de 2027");
  });

  test("the time from start to end", () => {
    expect(eventTimeText(fechas)).toBe("09:00 – 11:30");
  });

  test("without a date or with an invalid date", () => {
    expect(eventDateText({ ...fechas, fechaInicio: null }, ES)).toBe(T.noDate);
    expect(eventDateText({ ...fechas, fechaInicio: "invalid" }, ES)).toBe(T.invalidDate);
    expect(
      eventTimeText({ ...fechas, hourInicio: null, hourFin: null, fechaInicio: null }),
    ).toBeNull();
  });
});

describe("English pages", () => {
  const fechas: Fechas = { ...JANUARY_INSTRUCTORADO, minuteFin: 30 };

  test("dates in English ('12 Jan 2027' short), the same 24-hour times", () => {
    expect(eventDateText(fechas, EN)).toBe("Tuesday, 12 January 2027");
    expect(eventDateText(fechas, EN, true)).toBe("12 Jan 2027");
    expect(eventDateText({ ...fechas, fechaInicio: null }, EN)).toBe("Date not available");
  });

  test("the time left, in English, singular and plural", () => {
    expect(eventProgress(startingIn(45 * DAY), NOW, en.events).label).toBe("45 days to go");
    expect(eventProgress(startingIn(HOUR), NOW, en.events).label).toBe("1 hour to go");
    expect(eventProgress(startingIn(95 * DAY), NOW, en.events).label).toBe("3 months to go");
    expect(eventProgress(startingIn(-HOUR), NOW, en.events).label).toBe("Event under way or over");
  });
});
describe("eventEnd and eventPhase: before, during and after", () => {
  const at = (iso: string) => Date.parse(iso);
  const base = {
    fechaInicio: "2027-01-12T09:00:00-05:00",
    fechaFinalTotal: null as string | null,
    hourFin: null as number | null,
    minuteFin: null as number | null,
  };

  test("the end is fechaFinalTotal; without it, the end time of the same day in Cali", () => {
    expect(eventEnd({ ...base, fechaFinalTotal: "2027-02-01T11:00:00-05:00" })?.toISOString()).toBe(
      "2027-02-01T16:00:00.000Z",
    );
    expect(eventEnd({ ...base, hourFin: 20, minuteFin: 45 })?.toISOString()).toBe(
      "2027-01-13T01:45:00.000Z",
    );
    expect(eventEnd(base)).toBeNull();
    // An end before the start is not an end.
    expect(eventEnd({ ...base, hourFin: 8 })).toBeNull();
    expect(eventEnd({ ...base, fechaFinalTotal: "2027-01-01T00:00:00-05:00" })).toBeNull();
    expect(eventEnd({ ...base, fechaInicio: "invalid", hourFin: 11 })).toBeNull();
  });

  test("phases of an event with an end", () => {
    const fechas = { ...base, fechaFinalTotal: "2027-01-12T11:00:00-05:00" };
    expect(eventPhase(fechas, at("2027-01-12T08:59:00-05:00"))).toBe("upcoming");
    expect(eventPhase(fechas, at("2027-01-12T09:00:00-05:00"))).toBe("running");
    expect(eventPhase(fechas, at("2027-01-12T10:59:00-05:00"))).toBe("running");
    expect(eventPhase(fechas, at("2027-01-12T11:00:00-05:00"))).toBe("ended");
  });

  test("without a known end, running until midnight in Cali of its day", () => {
    expect(eventPhase(base, at("2027-01-12T23:59:00-05:00"))).toBe("running");
    expect(eventPhase(base, at("2027-01-13T00:00:00-05:00"))).toBe("ended");
  });

  test("without a readable date, unknown phase (never 'finalizado')", () => {
    expect(eventPhase({ ...base, fechaInicio: null }, NOW)).toBe("unknown");
    expect(eventPhase({ ...base, fechaInicio: "invalid" }, NOW)).toBe("unknown");
  });
});
