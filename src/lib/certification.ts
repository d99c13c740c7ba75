// Certification codes (docs/product.md §3, docs/api-contract.md §2), dashes optional:
// `IKY-0101-150309-01` is a letter prefix, a formation type, the date DDMMYY (20YY) and the day's
// order. People check credentials here: a code not read completely is unreadable, with the reason.
import type { Messages } from "../i18n/types";
import { fill } from "../i18n/message";

/** Formation types; `nombre` is what visitors read (Spanish), `english` the school's own name. */
const FORMATION_TYPES = {
  "0100": { nombre: "Diplomado en Yoga", english: "Diploma in Yoga" },
  "0101": { nombre: "Profesorado de Yoga", english: "Yoga Teacher" },
  "0102": { nombre: "Instructorado de Yoga", english: "Yoga Instructor" },
  "0103": { nombre: "Especialización en Yoga", english: "Yoga Specialization" },
  "0202": { nombre: "Profesorado de Danza Kankueb", english: "Kankueb Dance Teacher" },
  "0303": { nombre: "Profesorado de IKYnesis", english: "IKYnesis Teacher" },
} as const;

type FormationType = keyof typeof FORMATION_TYPES;

// Parts may be separated by dashes (or the odd space); every part has a fixed width.
const SHAPE = /^([A-Za-z]+)[-\s]?(\d{4})[-\s]?(\d{6})[-\s]?(\d{2})$/;

/** Why a code cannot be read, in the page's language (a lib module imports no catalog). */
type CertificationNotes = Messages["registry"]["certification"];

export function decodeCertification(raw: string | null | undefined, notes: CertificationNotes) {
  const codigo = (raw ?? "").trim();
  // `motivo`: why it cannot be read, in the page's language, for the note next to the code.
  const unreadable = (motivo: string) => ({ ok: false as const, codigo, motivo });
  if (!codigo) return unreadable(notes.noCode);
  const match = SHAPE.exec(codigo);
  if (!match) return unreadable(notes.format);
  const [, , tipo = "", date = "", order = ""] = match;

  const day = Number(date.slice(0, 2));
  const month = Number(date.slice(2, 4));
  const year = 2000 + Number(date.slice(4, 6));
  const orden = Number(order);

  const problems: string[] = [];
  if (!Object.hasOwn(FORMATION_TYPES, tipo)) problems.push(fill(notes.unknownType, { tipo }));
  // Day 0 of the next month is the last day of this one (leap years included).
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > last) {
    problems.push(fill(notes.badDate, { date }));
  }
  if (orden < 1) problems.push(notes.badOrder);
  if (problems.length > 0) {
    const text = problems.join("; ");
    return unreadable(`${text.charAt(0).toUpperCase()}${text.slice(1)}.`);
  }

  const { nombre, english } = FORMATION_TYPES[tipo as FormationType];
  return { ok: true as const, codigo, formacion: nombre, english, day, month, year, orden };
}

/** The graduation date as `intl` writes it ('15 March 2009' in en-GB). */
export function certificationDate(
  { year, month, day }: { year: number; month: number; day: number },
  intl: string,
): string {
  const format = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" } as const;
  return new Intl.DateTimeFormat(intl, format).format(Date.UTC(year, month - 1, day));
}
