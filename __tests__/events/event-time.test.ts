import {
  ENDED_TEXT,
  eventDateText,
  eventEnd,
  eventPhase,
  eventProgress,
  eventTimeText,
  INVALID_DATE_TEXT,
  NO_DATE_TEXT,
  PAST_TEXT,
} from "../../src/lib/event-time";
import type { Fechas } from "../../src/school-api/types";
import { JANUARY_INSTRUCTORADO } from "../fixtures/fechas";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NOW = Date.parse("2027-01-01T12:00:00-05:00");

const startingIn = (ms: number) => ({ fechaInicio: new Date(NOW + ms).toISOString() });

describe("eventProgress: the time-left bar (30-day window)", () => {
  test("exactly 30 days: the bar full and the text in days", () => {
    expect(eventProgress(startingIn(30 * DAY), NOW)).toEqual({
      percent: 100,
      label: "Faltan 30 días",
      started: false,
      ended: false,
      valid: true,
    });
  });

  test("more than 30 days is clamped to 100 %", () => {
    expect(eventProgress(startingIn(45 * DAY), NOW).percent).toBe(100);
    expect(eventProgress(startingIn(45 * DAY), NOW).label).toBe("Faltan 45 días");
  });

  test("2 months or more count in months; just before, in days", () => {
    expect(eventProgress(startingIn(60 * DAY), NOW).label).toBe("Faltan 2 meses");
    expect(eventProgress(startingIn(60 * DAY - MINUTE), NOW).label).toBe("Faltan 59 días");
    expect(eventProgress(startingIn(95 * DAY), NOW).label).toBe("Faltan 3 meses");
  });

  test("3 days: 10 % of the window, and below 3 days it counts in hours", () => {
    expect(eventProgress(startingIn(3 * DAY), NOW)).toMatchObject({
      percent: 10,
      label: "Faltan 3 días",
    });
    expect(eventProgress(startingIn(3 * DAY - MINUTE), NOW).label).toBe("Faltan 71 horas");
    expect(eventProgress(startingIn(15 * DAY), NOW).percent).toBe(50);
  });

  test("less than an hour counts in minutes, singular when due", () => {
    expect(eventProgress(startingIn(59 * MINUTE), NOW).label).toBe("Faltan 59 minutos");
    expect(eventProgress(startingIn(30_000), NOW).label).toBe("Falta 1 minuto");
    expect(eventProgress(startingIn(HOUR), NOW).label).toBe("Falta 1 hora");
  });

  test("an event that has started and not ended: 0 % and 'Evento en curso o finalizado'", () => {
    for (const offset of [0, -MINUTE, -2 * HOUR]) {
      expect(eventProgress(startingIn(offset), NOW)).toEqual({
        percent: 0,
        label: PAST_TEXT,
        started: true,
        ended: false,
        valid: true,
      });
    }
  });

  test("a finished event: 0 % and 'Evento finalizado'", () => {
    const ended = {
      fechaInicio: new Date(NOW - 3 * DAY).toISOString(),
      fechaFinalTotal: new Date(NOW - 2 * DAY).toISOString(),
    };
    expect(eventProgress(ended, NOW)).toEqual({
      percent: 0,
      label: ENDED_TEXT,
      started: true,
      ended: true,
      valid: true,
    });
    // Without an end, the day of its start (in Cali) closes it.
    expect(eventProgress(startingIn(-40 * DAY), NOW).label).toBe(ENDED_TEXT);
  });

  test("missing or unreadable dates give the product rules' text, never NaN", () => {
    expect(eventProgress({ fechaInicio: null }, NOW)).toMatchObject({
      percent: 0,
      label: NO_DATE_TEXT,
      valid: false,
    });
    expect(eventProgress(null, NOW).label).toBe(NO_DATE_TEXT);
    expect(eventProgress({ fechaInicio: "invalid" }, NOW)).toMatchObject({
      percent: 0,
      label: INVALID_DATE_TEXT,
      valid: false,
    });
    expect(eventProgress({ fechaInicio: "2027-13-45T99:00" }, NOW).label).toBe(INVALID_DATE_TEXT);
  });
});

describe("date and time in Spanish", () => {
  const fechas: Fechas = { ...JANUARY_INSTRUCTORADO, minuteFin: 30 };

  test("the date, in the centre's time zone", () => {
    expect(eventDateText(fechas)).toBe("martes, 12 de enero de 2027");
  });

  test("the time from start to end", () => {
    expect(eventTimeText(fechas)).toBe("09:00 – 11:30");
  });

  test("without a date or with an invalid date", () => {
    expect(eventDateText({ ...fechas, fechaInicio: null })).toBe(NO_DATE_TEXT);
    expect(eventDateText({ ...fechas, fechaInicio: "invalid" })).toBe(INVALID_DATE_TEXT);
    expect(
      eventTimeText({ ...fechas, hourInicio: null, hourFin: null, fechaInicio: null }),
    ).toBeNull();
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
