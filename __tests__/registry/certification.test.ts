import { certificationDate, decodeCertification as decodeWith } from "../../src/lib/certification";
import es from "../../src/i18n/es";

// The Spanish page's reasons (a lib module imports no catalog: the page passes its own).
const decodeCertification = (raw: string | null) => decodeWith(raw, es.registry.certification);
const FORMAT_NOTE = es.registry.certification.format;

describe("decodeCertification", () => {
  it.each([
    ["0100", "Diplomado en Yoga", "Diploma in Yoga"],
    ["0101", "Profesorado de Yoga", "Yoga Teacher"],
    ["0102", "Instructorado de Yoga", "Yoga Instructor"],
    ["0103", "Especialización en Yoga", "Yoga Specialization"],
    ["0202", "Profesorado de Danza Kankueb", "Kankueb Dance Teacher"],
    ["0303", "Profesorado de IKYnesis", "IKYnesis Teacher"],
  ])("reads type %s with and without dashes", (tipo, formacion, english) => {
    for (const code of [`IKY-${tipo}-150309-02`, `IKY${tipo}15030902`]) {
      const decoded = decodeCertification(code);
      expect(decoded).toEqual({
        ok: true,
        codigo: code,
        formacion,
        english,
        day: 15,
        month: 3,
        year: 2009,
        orden: 2,
      });
      if (decoded.ok) expect(certificationDate(decoded, "es-CO")).toBe("15 de marzo de 2009");
    }
  });

  it("accepts a lower-case prefix and surrounding spaces", () => {
    const decoded = decodeCertification("  iky-0102-311224-10 ");
    expect(decoded).toMatchObject({ ok: true, codigo: "iky-0102-311224-10" });
    if (decoded.ok) expect(certificationDate(decoded, "es-CO")).toBe("31 de diciembre de 2024");
  });

  it.each([
    ["IKY-0101-320109-01", "la fecha 320109"],
    ["IKY-0101-151309-01", "la fecha 151309"],
    ["IKY-0101-300215-01", "la fecha 300215"],
    ["IKY-0101-000115-01", "la fecha 000115"],
  ])("rejects the invalid date in %s", (code, reason) => {
    const decoded = decodeCertification(code);
    expect(decoded.ok).toBe(false);
    if (!decoded.ok) expect(decoded.motivo.toLowerCase()).toContain(reason);
  });

  it("knows leap years", () => {
    expect(decodeCertification("IKY-0101-290224-01").ok).toBe(true);
    expect(decodeCertification("IKY-0101-290223-01").ok).toBe(false);
  });

  it.each([
    "IKY-0101-15039-01",
    "IKY-01011-150309-01",
    "IKY-0101-150309-1",
    "IKY-0101-150309-001",
    "IKY0101150309",
    "0101-150309-01",
    "IKY-9999-321399",
    "IKY-0101-150309-0A",
  ])("reports %s as unreadable, with the format note", (code) => {
    expect(decodeCertification(code)).toEqual({ ok: false, codigo: code, motivo: FORMAT_NOTE });
  });

  it("rejects unknown formation types and order 00, naming every problem", () => {
    const decoded = decodeCertification("IKY-9999-321399-00");
    expect(decoded.ok).toBe(false);
    if (!decoded.ok) {
      expect(decoded.motivo).toMatch(/^El tipo de formación 9999 no existe/);
      expect(decoded.motivo).toContain("la fecha 321399");
      expect(decoded.motivo).toContain("orden");
    }
  });

  it("handles a missing code", () => {
    expect(decodeCertification(null)).toEqual({
      ok: false,
      codigo: "",
      motivo: "Sin código de certificación.",
    });
  });
});
