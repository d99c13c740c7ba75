import { byStart, upcomingLists } from "../../src/lib/events";
import { normaliseEvento } from "../../src/school-api/normalize";
import { timetableByDay, WEEKLY_TIMETABLE } from "../../src/lib/timetable";
import type { Evento } from "../../src/school-api/types";

const evento = (raw: Record<string, unknown>) => normaliseEvento(raw) as Evento;

describe("'Próximos eventos': instructorado and others", () => {
  const list = [
    evento({ idEvento: 1, resumen: "Instructorado de Yoga IKY – 21 días", isInstructorado: true }),
    evento({ idEvento: 2, resumen: "Taller de IKYnesis" }),
    // Without the flag, the title decides (docs/api-contract.md §2: any case).
    evento({ idEvento: 3, resumen: "PROFESORADO de yoga, 6 meses" }),
    evento({ idEvento: 4, resumen: "Retiro de instructorado interior" }),
    evento({ idEvento: 5, resumen: "Meditación", isInstructorado: "true" }),
    evento({ idEvento: 6, resumen: null, isInstructorado: false }),
  ];

  test("the flag or the word Instructorado/Profesorado in the title decides", () => {
    const { instructorado, otros } = upcomingLists(list, null, list.length);
    expect(instructorado.map((e) => e.idEvento)).toEqual([1, 3, 4, 5]);
    expect(otros.map((e) => e.idEvento)).toEqual([2, 6]);
  });

  test("an empty list gives two empty lists", () => {
    expect(upcomingLists([], null, 3)).toEqual({ instructorado: [], otros: [], total: 0 });
  });

  test("sorted by start date; those without a readable date, last", () => {
    const dated = [
      evento({ idEvento: 1, fechas: { fechaInicio: "2027-03-01T09:00:00-05:00" } }),
      evento({ idEvento: 2 }),
      evento({ idEvento: 3, fechas: { fechaInicio: "2027-01-01T09:00:00-05:00" } }),
      evento({ idEvento: 4, fechas: { fechaInicio: "nunca" } }),
    ];
    expect([...dated].sort(byStart).map((e) => e.idEvento)).toEqual([3, 1, 2, 4]);
  });
});

describe("'Planning de la semana'", () => {
  test("the classes of the product rules, grouped by day", () => {
    expect(timetableByDay()).toEqual([
      { day: "Martes", slots: [WEEKLY_TIMETABLE[0], WEEKLY_TIMETABLE[1]] },
      { day: "Jueves", slots: [WEEKLY_TIMETABLE[2]] },
      { day: "Sábado", slots: [WEEKLY_TIMETABLE[3], WEEKLY_TIMETABLE[4]] },
    ]);
    expect(WEEKLY_TIMETABLE.map((s) => `${s.day} ${s.start}-${s.end}`)).toEqual([
      "Martes 9:00-11:00",
      "Martes 19:20-20:45",
      "Jueves 9:00-11:00",
      "Sábado 8:00-10:00",
      "Sábado 11:00-13:00",
    ]);
  });
});

describe("the home page's lists", () => {
  const NOW = Date.parse("2027-01-10T12:00:00-05:00");
  const at = (id: number, start: string, end: string | null, instr = false) =>
    evento({
      idEvento: id,
      isInstructorado: instr,
      fechas: { fechaInicio: start, fechaFinalTotal: end },
    });
  const list = [
    at(1, "2026-12-01T09:00:00-05:00", "2026-12-01T11:00:00-05:00"), // over
    at(2, "2027-01-05T09:00:00-05:00", "2027-01-26T11:00:00-05:00", true), // running
    at(3, "2027-01-12T09:00:00-05:00", null),
    at(4, "2027-01-13T09:00:00-05:00", null),
    at(5, "2027-01-14T09:00:00-05:00", null),
    at(6, "2027-01-15T09:00:00-05:00", null),
    evento({ idEvento: 7 }), // no date: kept
  ];

  test("without a clock (the prebuilt HTML) nothing is removed; only trimmed", () => {
    const { instructorado, otros } = upcomingLists(list, null, 3);
    expect(instructorado.map((e) => e.idEvento)).toEqual([2]);
    expect(otros.map((e) => e.idEvento)).toEqual([1, 3, 4]);
  });

  test("with the clock, finished events are removed; running ones stay", () => {
    const { instructorado, otros, total } = upcomingLists(list, NOW, 3);
    expect(instructorado.map((e) => e.idEvento)).toEqual([2]);
    expect(otros.map((e) => e.idEvento)).toEqual([3, 4, 5]);
    expect(total).toBe(6);
  });
});
