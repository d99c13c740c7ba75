/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  parseSchool,
  sampleFields,
  telHref,
  translateSchool,
  whatsappHref,
} from "../../src/lib/school";
import { SCHOOL_FILE, readSchool, readSchoolFacts } from "../../src/node/school";

/** The folders of the files below, removed once the file's tests have run. */
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const file = (text: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "school-"));
  dirs.push(dir);
  const target = path.join(dir, "school.yaml");
  writeFileSync(target, text);
  return target;
};

describe("content/school.yaml", () => {
  it("is complete and valid as committed", () => {
    const school = readSchool();
    expect(school.nombre).toBe("IKY Yoga");
    expect(school.coordenadas.lat).toBeCloseTo(3.4372);
  });

  it("lists the fields that still hold their sample value", () => {
    const school = readSchool();
    expect(sampleFields(school)).toEqual(
      expect.arrayContaining(["telefono", "direccion", "coordenadas"]),
    );
    const real = {
      ...school,
      nit: "901.234.567-8",
      telefono: "+57 2 555 1234",
      whatsapp: "",
      direccion: "Carrera 1 # 2-3",
      coordenadas: { lat: 3.45, lng: -76.53 },
    };
    expect(sampleFields(real)).toEqual([]);
  });

  it("names every missing or malformed field", () => {
    const { school, errors } = parseSchool({
      nombre: "IKY Yoga",
      correo: "no-es-correo",
      telefono: "312 555",
      coordenadas: { lat: "norte" },
      redes: { instagram: "http://insecure.example" },
    });
    expect(school).toBeNull();
    expect(errors).toEqual(
      expect.arrayContaining([
        'falta "direccion"',
        '"correo" no es un correo válido: no-es-correo',
        expect.stringContaining('"telefono" debe ir en formato internacional'),
        expect.stringContaining('"coordenadas"'),
        '"redes.instagram" debe ser una URL https://',
        '"redes.facebook" debe ser una URL https://',
      ]),
    );
  });

  it("stops with the file's name when it does not parse or is incomplete", () => {
    expect(() => readSchool(file("nombre: [sin cerrar"))).toThrow(/school\.yaml no se pudo leer/);
    expect(() => readSchool(file("nombre: IKY Yoga\n"))).toThrow(
      /school\.yaml: falta "nombreLegal"/,
    );
  });

  it("builds tel: and WhatsApp links from international numbers", () => {
    expect(telHref("+57 312 555 0142")).toBe("tel:+573125550142");
    expect(whatsappHref("+57 312 555 0142", "Hola: ¿hay cupo?")).toBe(
      "https://wa.me/573125550142?text=Hola%3A%20%C2%BFhay%20cupo%3F",
    );
  });
});

describe("the English words of the facts (school.en.yaml)", () => {
  const base = readSchool();

  it("takes the worded fields from the English file and the rest from school.yaml", () => {
    const { school } = translateSchool(base, {
      nombreLegal: "IKY Yoga – School",
      pais: "Colombia",
    });
    expect(school).toEqual({ ...base, nombreLegal: "IKY Yoga – School", pais: "Colombia" });
  });

  it("stops the build naming the English file when it holds a field that is not words", () => {
    expect(() => readSchoolFacts(SCHOOL_FILE, file("correo: x@y.org\n"))).toThrow(
      /school\.yaml: "correo" no va aquí/,
    );
    expect(readSchoolFacts().en.nombreLegal).not.toBe(readSchoolFacts().es.nombreLegal);
  });

  it("refuses fields that are not words, naming them", () => {
    const { school, errors } = translateSchool(base, { correo: "x@y.org", pais: "" });
    expect(school).toBeNull();
    expect(errors).toEqual([expect.stringContaining('"correo" no va aquí'), '"pais" está vacío']);
  });
});
