import {
  isInstructoradoEvent,
  normaliseEvento,
  normaliseFechas,
  normaliseList,
  normalisePlan,
  normaliseTeacher,
  planFeatures,
  toInstant,
  toNumber,
} from "../../src/school-api/normalize";
import type { Evento } from "../../src/school-api/types";
import { JANUARY_INSTRUCTORADO } from "../fixtures/fechas";

const contractEvent = {
  idEvento: 41,
  resumen: "Instructorado de Yoga IKY – enero",
  descripcion: "Formación intensiva de 21 días…",
  imagenCobertura: "evento-41-portada.jpg",
  imagenes: { "1": "evento-41-a.jpg", "2": "evento-41-b.jpg" },
  ubicacionDada: "Centro IKY, Cali, Colombia",
  presencial: true,
  url: "https://meet.example.org/abc",
  precio: 350,
  acceso: ["Estudiantes Premium", "Profesores"],
  isInstructorado: true,
  fechas: JANUARY_INSTRUCTORADO,
};

describe("normaliseEvento", () => {
  it("reads the contract's example as it is", () => {
    const evento = normaliseEvento(contractEvent) as Evento;
    expect(evento.idEvento).toBe(41);
    expect(evento.imagenes).toEqual(["evento-41-a.jpg", "evento-41-b.jpg"]);
    expect(evento.precio).toBe(350);
    expect(evento.isInstructorado).toBe(true);
    expect(evento.fechas.fechaInicio).toBe("2027-01-12T14:00:00.000Z");
    expect(evento.fechas.fechaFinalTotal).toBe("2027-02-01T16:00:00.000Z");
  });

  it("turns numeric strings into numbers and keeps missing fields null", () => {
    const evento = normaliseEvento({ idEvento: "7", precio: "25", resumen: "  " }) as Evento;
    expect(evento.idEvento).toBe(7);
    expect(evento.precio).toBe(25);
    expect(evento.resumen).toBeNull();
    expect(evento.descripcion).toBeNull();
    expect(evento.acceso).toEqual([]);
    expect(evento.imagenes).toEqual([]);
    expect(evento.fechas.fechaInicio).toBeNull();
  });

  it("accepts imagenes as an array and drops non-strings", () => {
    const evento = normaliseEvento({
      idEvento: 1,
      imagenes: ["a.jpg", 3, null, { x: 1 }, "b.jpg"],
    }) as Evento;
    expect(evento.imagenes).toEqual(["a.jpg", "3", "b.jpg"]);
  });

  it("rejects records without a usable id", () => {
    expect(normaliseEvento({ resumen: "x" })).toMatch(/idEvento/);
    expect(normaliseEvento({ idEvento: "abc" })).toMatch(/idEvento/);
    expect(normaliseEvento("hola")).toMatch(/object/);
    expect(normaliseEvento(null)).toMatch(/object/);
  });

  it("keeps HTML-looking text as plain text and cuts huge strings", () => {
    const evento = normaliseEvento({
      idEvento: 2,
      resumen: "<script>alert(1)</script>",
      descripcion: "x".repeat(50_000),
    }) as Evento;
    expect(evento.resumen).toBe("<script>alert(1)</script>");
    expect(evento.descripcion!.length).toBeLessThanOrEqual(20_000);
  });

  it("flags instructorado by flag or by title, in any case", () => {
    expect(isInstructoradoEvent(undefined, "PROFESORADO de yoga")).toBe(true);
    expect(isInstructoradoEvent(undefined, "Instructorado IKY")).toBe(true);
    expect(isInstructoradoEvent("true", "Retiro")).toBe(true);
    expect(isInstructoradoEvent(false, "Retiro de kankueb")).toBe(false);
    expect(isInstructoradoEvent(undefined, null)).toBe(false);
  });
});

describe("dates", () => {
  it("reads a date without offset in Bogotá time", () => {
    expect(toInstant("2027-01-12T09:00:00")).toBe("2027-01-12T14:00:00.000Z");
    expect(toInstant("2027-01-12T09:00:00Z")).toBe("2027-01-12T09:00:00.000Z");
  });

  it("marks unreadable dates invalid and absent ones null", () => {
    expect(toInstant("mañana")).toBe("invalid");
    expect(toInstant("")).toBeNull();
    expect(toInstant(undefined)).toBeNull();
  });

  it("rebuilds a missing fechaInicio from the parts", () => {
    const f = normaliseFechas({
      year: 2027,
      month: 3,
      dayOfMonth: 5,
      hourInicio: 8,
      minuteInicio: 30,
    });
    expect(f.fechaInicio).toBe("2027-03-05T13:30:00.000Z");
  });

  it("refuses impossible dates from the parts", () => {
    expect(normaliseFechas({ year: 2027, month: 2, dayOfMonth: 31 }).fechaInicio).toBe("invalid");
    expect(normaliseFechas({ year: 2027, month: 13, dayOfMonth: 1 }).fechaInicio).toBe("invalid");
  });
});

describe("plans", () => {
  it("keeps only the dashed lines of a text description", () => {
    expect(
      planFeatures("- Clases presenciales ilimitadas\n- Acceso a la plataforma\nNota interna"),
    ).toEqual(["Clases presenciales ilimitadas", "Acceso a la plataforma"]);
  });

  it("accepts an array, and gives nothing for empty input", () => {
    expect(planFeatures(["Uno", "", "Dos"])).toEqual(["Uno", "Dos"]);
    expect(planFeatures("")).toEqual([]);
    expect(planFeatures(null)).toEqual([]);
  });

  it("normalises a plan and rejects one without id", () => {
    expect(
      normalisePlan({ idPlan: "2", nombre: "Premium presencial", costoMensualEur: "40" }),
    ).toEqual({
      idPlan: 2,
      nombre: "Premium presencial",
      costoMensualEur: 40,
      descripcion: [],
    });
    expect(normalisePlan({ nombre: "x" })).toMatch(/idPlan/);
  });
});

describe("registry teachers", () => {
  it("reads numeric-string coordinates and drops half coordinates", () => {
    const t = normaliseTeacher({ nombre: "Lucía", latitud: "3.4372", longitud: "-76.5225" });
    expect(t).toMatchObject({ latitud: 3.4372, longitud: -76.5225 });
    const half = normaliseTeacher({ nombre: "Ana", latitud: 3.4 });
    expect(half).toMatchObject({ latitud: null, longitud: null });
  });

  it("rejects records with neither name nor code", () => {
    expect(normaliseTeacher({ pais: "Colombia" })).toMatch(/no name/);
  });
});

describe("lists", () => {
  it("counts a non-array answer as one rejection and an empty list", () => {
    const list = normaliseList({ error: "x" }, normaliseTeacher);
    expect(list.items).toEqual([]);
    expect(list.rejected).toHaveLength(1);
  });

  it("skips bad records, keeps good ones and names the index", () => {
    const list = normaliseList(
      [contractEvent, { nope: 1 }, { ...contractEvent, idEvento: 42 }],
      normaliseEvento,
    );
    expect(list.items.map((e) => e.idEvento)).toEqual([41, 42]);
    expect(list.rejected[0]).toMatchObject({ index: 1 });
  });

  it("keeps the first of duplicated event ids", () => {
    const list = normaliseList(
      [contractEvent, { nope: 1 }, { ...contractEvent, resumen: "copia" }],
      normaliseEvento,
      "idEvento",
    );
    expect(list.items).toHaveLength(1);
    expect(list.items[0]!.resumen).toBe(contractEvent.resumen);
    // The index is the record's in the API's answer.
    expect(list.rejected[1]).toMatchObject({ index: 2, reason: "idEvento 41 repeated" });
  });

  it("reads numbers leniently", () => {
    expect(toNumber("12,5")).toBe(12.5);
    expect(toNumber("abc")).toBeNull();
    expect(toNumber(Infinity)).toBeNull();
  });
});
