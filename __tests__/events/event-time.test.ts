import {
  eventDateText,
  eventEnd,
  eventPhase,
  eventProgress,
  eventTimeText,
} from "../../src/lib/event-time";
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

describe("eventProgress: la barra de tiempo restante (ventana de 30 días)", () => {
  test("exactamente 30 días: la barra llena y el texto en días", () => {
    expect(eventProgress(startingIn(30 * DAY), NOW, T)).toEqual({
      percent: 100,
      label: "Faltan 30 días",
      started: false,
      ended: false,
      valid: true,
    });
  });

  test("más de 30 días se recorta al 100 %", () => {
    expect(eventProgress(startingIn(45 * DAY), NOW, T).percent).toBe(100);
    expect(eventProgress(startingIn(45 * DAY), NOW, T).label).toBe("Faltan 45 días");
  });

  test("2 meses o más se cuentan en meses; justo antes, en días", () => {
    expect(eventProgress(startingIn(60 * DAY), NOW, T).label).toBe("Faltan 2 meses");
    expect(eventProgress(startingIn(60 * DAY - MINUTE), NOW, T).label).toBe("Faltan 59 días");
    expect(eventProgress(startingIn(95 * DAY), NOW, T).label).toBe("Faltan 3 meses");
  });

  test("3 días: el 10 % de la ventana, y por debajo de 3 días se cuenta en horas", () => {
    expect(eventProgress(startingIn(3 * DAY), NOW, T)).toMatchObject({
      percent: 10,
      label: "Faltan 3 días",
    });
    expect(eventProgress(startingIn(3 * DAY - MINUTE), NOW, T).label).toBe("Faltan 71 horas");
    expect(eventProgress(startingIn(15 * DAY), NOW, T).percent).toBe(50);
  });

  test("menos de una hora se cuenta en minutos, en singular cuando toca", () => {
    expect(eventProgress(startingIn(59 * MINUTE), NOW, T).label).toBe("Faltan 59 minutos");
    expect(eventProgress(startingIn(30_000), NOW, T).label).toBe("Falta 1 minuto");
    expect(eventProgress(startingIn(HOUR), NOW, T).label).toBe("Falta 1 hora");
  });

  test("un evento que ya empezó y no ha terminado: 0 % y 'Evento en curso o finalizado'", () => {
    for (const offset of [0, -MINUTE, -2 * HOUR]) {
      expect(eventProgress(startingIn(offset), NOW, T)).toEqual({
        percent: 0,
        label: T.past,
        started: true,
        ended: false,
        valid: true,
      });
    }
  });

  test("un evento terminado: 0 % y 'Evento finalizado'", () => {
    const ended = {
      fechaInicio: new Date(NOW - 3 * DAY).toISOString(),
      fechaFinalTotal: new Date(NOW - 2 * DAY).toISOString(),
    };
    expect(eventProgress(ended, NOW, T)).toEqual({
      percent: 0,
      label: T.ended,
      started: true,
      ended: true,
      valid: true,
    });
    // Without an end, the day of its start (in Cali) closes it.
    expect(eventProgress(startingIn(-40 * DAY), NOW, T).label).toBe(T.ended);
  });

  test("fechas ausentes o ilegibles dan el texto de la especificación, nunca NaN", () => {
    expect(eventProgress({ fechaInicio: null }, NOW, T)).toMatchObject({
      percent: 0,
      label: T.noDate,
      valid: false,
    });
    expect(eventProgress(null, NOW, T).label).toBe(T.noDate);
    expect(eventProgress({ fechaInicio: "invalid" }, NOW, T)).toMatchObject({
      percent: 0,
      label: T.invalidDate,
      valid: false,
    });
    expect(eventProgress({ fechaInicio: "2027-13-45T99:00" }, NOW, T).label).toBe(T.invalidDate);
  });
});

describe("fecha y horario en español", () => {
  const fechas: Fechas = { ...JANUARY_INSTRUCTORADO, minuteFin: 30 };

  test("la fecha, en la zona horaria del centro", () => {
    expect(eventDateText(fechas, ES)).toBe("martes, 12 de enero de 2027");
  });

  test("el horario de inicio a fin", () => {
    expect(eventTimeText(fechas)).toBe("09:00 – 11:30");
  });

  test("sin fecha o con una fecha inválida", () => {
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

describe("eventEnd y eventPhase: antes, durante y después", () => {
  const at = (iso: string) => Date.parse(iso);
  const base = {
    fechaInicio: "2027-01-12T09:00:00-05:00",
    fechaFinalTotal: null as string | null,
    hourFin: null as number | null,
    minuteFin: null as number | null,
  };

  test("el final es fechaFinalTotal; sin él, la hora de fin del mismo día en Cali", () => {
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

  test("fases de un evento con final", () => {
    const fechas = { ...base, fechaFinalTotal: "2027-01-12T11:00:00-05:00" };
    expect(eventPhase(fechas, at("2027-01-12T08:59:00-05:00"))).toBe("upcoming");
    expect(eventPhase(fechas, at("2027-01-12T09:00:00-05:00"))).toBe("running");
    expect(eventPhase(fechas, at("2027-01-12T10:59:00-05:00"))).toBe("running");
    expect(eventPhase(fechas, at("2027-01-12T11:00:00-05:00"))).toBe("ended");
  });

  test("sin final conocido, en curso hasta la medianoche de Cali de su día", () => {
    expect(eventPhase(base, at("2027-01-12T23:59:00-05:00"))).toBe("running");
    expect(eventPhase(base, at("2027-01-13T00:00:00-05:00"))).toBe("ended");
  });

  test("sin fecha legible, fase desconocida (nunca 'finalizado')", () => {
    expect(eventPhase({ ...base, fechaInicio: null }, NOW)).toBe("unknown");
    expect(eventPhase({ ...base, fechaInicio: "invalid" }, NOW)).toBe("unknown");
  });
});
