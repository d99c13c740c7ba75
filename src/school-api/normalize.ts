/** The API's JSON made typed records (docs/api-contract.md §5); pure, for build and browser. */
import type { Plan } from "./types";

/** The centre's offset: America/Bogota is UTC−05:00 all year (no daylight saving). */
export const CENTRE_OFFSET = "-05:00";
const MAX_TEXT = 20_000;
const MAX_LINE = 500;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A trimmed string, or null. Numbers become strings; overlong text is cut. */
export function toText(value: unknown, max = MAX_TEXT): string | null {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (!text) return null;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

const line = (value: unknown) => toText(value, MAX_LINE);

/** A finite number from a number or a numeric string, or null. */
export function toNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && value.trim() !== "") {
    const n = Number(value.trim().replace(",", "."));
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

function toInt(value: unknown): number | null {
  const n = toNumber(value);
  return n !== null && Number.isInteger(n) ? n : null;
}

export function toBoolean(value: unknown): boolean | null {
  if (typeof value === "boolean") return value;
  if (value === "true" || value === 1 || value === "1") return true;
  if (value === "false" || value === 0 || value === "0") return false;
  return null;
}

/** A list of strings from an array, or from an object's values (the API's `imagenes` map). */
export function toTextList(value: unknown, max = MAX_LINE): readonly string[] {
  const values = Array.isArray(value) ? value : isObject(value) ? Object.values(value) : [];
  return values.map((v) => toText(v, max)).filter((v): v is string => v !== null);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** An instant in UTC (no offset: the centre's); "invalid" when unreadable, null when absent. */
export function toInstant(value: unknown): string | null | "invalid" {
  const text = toText(value, 64);
  if (text === null) return null;
  const hasTime = /T\d{2}:\d{2}/.test(text);
  const hasOffset = /(Z|[+-]\d{2}:?\d{2})$/i.test(text);
  let candidate = text;
  if (hasTime && !hasOffset) candidate = `${text}${CENTRE_OFFSET}`;
  else if (!hasTime && /^\d{4}-\d{2}-\d{2}$/.test(text))
    candidate = `${text}T00:00:00${CENTRE_OFFSET}`;
  const date = new Date(candidate);
  return Number.isNaN(date.getTime()) ? "invalid" : date.toISOString();
}

type DateParts = Record<
  "year" | "month" | "dayOfMonth" | "hourInicio" | "minuteInicio",
  number | null
>;

function instantFromParts(parts: DateParts): string | null {
  const { year, month, dayOfMonth: day, hourInicio: hour, minuteInicio: minute } = parts;
  if (year === null || month === null || day === null) return null;
  if (month < 1 || month > 12 || day < 1 || day > 31) return "invalid";
  const iso = `${year}-${pad(month)}-${pad(day)}T${pad(hour ?? 0)}:${pad(minute ?? 0)}:00${CENTRE_OFFSET}`;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "invalid";
  // Reject 31 February, which Date rolls over: read it back in the centre's time zone.
  const local = new Date(date.getTime() - 5 * 3_600_000);
  if (local.getUTCDate() !== day || local.getUTCMonth() + 1 !== month) return "invalid";
  return date.toISOString();
}

const fields = <K extends string, V>(raw: Json, keys: readonly K[], read: (value: unknown) => V) =>
  Object.fromEntries(keys.map((key) => [key, read(raw[key])])) as Record<K, V>;

export function normaliseFechas(raw: unknown) {
  const f = isObject(raw) ? raw : {};
  // month: 1–12
  const parts = fields(
    f,
    ["dayOfMonth", "month", "year", "hourInicio", "minuteInicio", "hourFin", "minuteFin"],
    toInt,
  );
  return {
    ...parts,
    /** ISO-8601 in UTC, or null when absent; "invalid" when the API sent a date we cannot read. */
    fechaInicio: toInstant(f.fechaInicio) ?? instantFromParts(parts),
    fechaFinalTotal: toInstant(f.fechaFinalTotal),
  };
}

const INSTRUCTORADO = /instructorado|profesorado/i;

export function isInstructoradoEvent(flag: unknown, resumen: string | null): boolean {
  return toBoolean(flag) === true || (resumen !== null && INSTRUCTORADO.test(resumen));
}

/** The start of a record as the API sent it: parsed JSON, which JSON.stringify cannot refuse. */
const preview = (raw: unknown) => JSON.stringify(raw)?.slice(0, 120) ?? String(raw);

/** One event, or a reason why it cannot be read. */
export function normaliseEvento(raw: unknown) {
  if (!isObject(raw)) return "not an object";
  const idEvento = toInt(raw.idEvento);
  if (idEvento === null || idEvento < 0) return "idEvento missing or not a number";
  const resumen = line(raw.resumen);
  const precio = toNumber(raw.precio);
  return {
    idEvento,
    resumen,
    descripcion: toText(raw.descripcion),
    imagenCobertura: line(raw.imagenCobertura),
    /** File names, in the API's key order. */
    imagenes: toTextList(raw.imagenes),
    ubicacionDada: line(raw.ubicacionDada),
    presencial: toBoolean(raw.presencial),
    url: toText(raw.url, 2_000),
    /** Euros; null means free. */
    precio: precio !== null && precio >= 0 ? precio : null,
    acceso: toTextList(raw.acceso),
    isInstructorado: isInstructoradoEvent(raw.isInstructorado, resumen),
    fechas: normaliseFechas(raw.fechas),
  };
}

/** Lines of a plan's `descripcion`: an array, or text whose lines starting with `-` are kept. */
export function planFeatures(value: unknown): readonly string[] {
  if (Array.isArray(value)) return toTextList(value);
  const text = toText(value);
  if (text === null) return [];
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.startsWith("-"))
    .map((line) => line.replace(/^-+\s*/, "").trim())
    .filter(Boolean);
}

export function normalisePlan(raw: unknown) {
  if (!isObject(raw)) return "not an object";
  const idPlan = toInt(raw.idPlan);
  if (idPlan === null) return "idPlan missing or not a number";
  const costo = toNumber(raw.costoMensualEur);
  return {
    idPlan,
    nombre: line(raw.nombre),
    costoMensualEur: costo !== null && costo >= 0 ? costo : 0,
    descripcion: planFeatures(raw.descripcion),
  };
}

/** The plans shown when the API gives none (docs/product.md §3). */
export const FALLBACK_PLANS: Plan[] = [
  {
    idPlan: 1,
    nombre: "Free",
    costoMensualEur: 0,
    descripcion: ["Planning semanal de clases", "Eventos abiertos de la escuela"],
  },
  {
    idPlan: 2,
    nombre: "Premium presencial",
    costoMensualEur: 40,
    descripcion: ["Clases presenciales ilimitadas", "Acceso a la plataforma"],
  },
  {
    idPlan: 3,
    nombre: "Profesorado Presencial",
    costoMensualEur: 99,
    descripcion: ["Formación de profesorado presencial", "Acceso a la plataforma", "Tutorías"],
  },
];

export function normaliseTeacher(raw: unknown) {
  if (!isObject(raw)) return "not an object";
  const coordinate = (n: number | null, limit: number) =>
    n !== null && Math.abs(n) <= limit ? n : null;
  const latitud = coordinate(toNumber(raw.latitud), 90);
  const longitud = coordinate(toNumber(raw.longitud), 180);
  // Half a position is none.
  const located = latitud !== null && longitud !== null;
  const teacher = {
    ...fields(raw, ["nombre", "prenom"], line),
    codigo: toText(raw.codigo, 64),
    ...fields(raw, ["adress", "titulo", "localidad", "pais"], line),
    latitud: located ? latitud : null,
    longitud: located ? longitud : null,
    ...fields(raw, ["foto", "diploma", "evento"], line),
    description: toText(raw.description),
  };
  if (!teacher.nombre && !teacher.prenom && !teacher.codigo) return "no name and no code";
  return teacher;
}

/** A list answer normalised (not a list: one rejection); `unique` rejects a repeated value. */
export function normaliseList<T>(
  raw: unknown,
  one: (record: unknown) => T | string,
  unique?: keyof T,
) {
  const items: T[] = [];
  /** The records the normaliser could not read, with the reason, for the build's warnings. */
  const rejected: { index: number; reason: string; preview: string }[] = [];
  if (!Array.isArray(raw)) {
    rejected.push({ index: -1, reason: "the answer is not a list", preview: preview(raw) });
    return { items, rejected };
  }
  const seen = new Set<unknown>();
  raw.forEach((record, index) => {
    let result = one(record);
    if (typeof result !== "string" && unique !== undefined) {
      const key = result[unique];
      if (seen.has(key)) result = `${String(unique)} ${String(key)} repeated`;
      seen.add(key);
    }
    if (typeof result === "string")
      rejected.push({ index, reason: result, preview: preview(record) });
    else items.push(result);
  });
  return { items, rejected };
}
