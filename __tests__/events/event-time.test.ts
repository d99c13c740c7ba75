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

describe("eventProgress: la barra de tiempo restante (ventana de 30 días)", () => {
  test("exactamente 30 días: la barra llena y el texto en días", () => {
    expect(eventProgress(startingIn(30 * DAY), NOW)).toEqual({
      percent: 100,
      label: "Faltan 30 días",
      started: false,
      ended: false,
      valid: true,
    });
  });

  test("más de 30 días se recorta al 100 %", () => {
    expect(eventProgress(startingIn(45 * DAY), NOW).percent).toBe(100);
    expect(eventProgress(startingIn(45 * DAY), NOW).label).toBe("Faltan 45 días");
  });

  test("2 meses o más se cuentan en meses; justo antes, en días", () => {
    expect(eventProgress(startingIn(60 * DAY), NOW).label).toBe("Faltan 2 meses");
    expect(eventProgress(startingIn(60 * DAY - MINUTE), NOW).label).toBe("Faltan 59 días");
    expect(eventProgress(startingIn(95 * DAY), NOW).label).toBe("Faltan 3 meses");
  });

  test("3 días: el 10 % de la ventana, y por debajo de 3 días se cuenta en horas", () => {
    expect(eventProgress(startingIn(3 * DAY), NOW)).toMatchObject({
      percent: 10,
      label: "Faltan 3 días",
    });
    expect(eventProgress(startingIn(3 * DAY - MINUTE), NOW).label).toBe("Faltan 71 horas");
    expect(eventProgress(startingIn(15 * DAY), NOW).percent).toBe(50);
  });

  test("menos de una hora se cuenta en minutos, en singular cuando toca", () => {
    expect(eventProgress(startingIn(59 * MINUTE), NOW).label).toBe("Faltan 59 minutos");
    expect(eventProgress(startingIn(30_000), NOW).label).toBe("Falta 1 minuto");
    expect(eventProgress(startingIn(HOUR), NOW).label).toBe("Falta 1 hora");
  });

  test("un evento que ya empezó y no ha terminado: 0 % y 'Evento en curso o finalizado'", () => {
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

  test("un evento terminado: 0 % y 'Evento finalizado'", () => {
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

  test("fechas ausentes o ilegibles dan el texto de la especificación, nunca NaN", () => {
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

describe("fecha y horario en español", () => {
  const fechas: Fechas = { ...JANUARY_INSTRUCTORADO, minuteFin: 30 };

  test("la fecha, en la zona horaria del centro", () => {
    expect(eventDateText(fechas)).toBe("martes, 12 de enero de 2027");
  });

  test("el horario de inicio a fin", () => {
    expect(eventTimeText(fechas)).toBe("09:00 – 11:30");
  });

  test("sin fecha o con una fecha inválida", () => {
    expect(eventDateText({ ...fechas, fechaInicio: null })).toBe(NO_DATE_TEXT);
    expect(eventDateText({ ...fechas, fechaInicio: "invalid" })).toBe(INVALID_DATE_TEXT);
    expect(
      eventTimeText({ ...fechas, hourInicio: null, hourFin: null, fechaInicio: null }),
    ).toBeNull();
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
