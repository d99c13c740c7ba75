// Sample data for the stand-in API: loading content/sample/*.json, turning the
// relative dates of the sample events into the contract's `fechas`, and growing the
// lists deterministically for builds at scale (STUB_EVENTS / STUB_TEACHERS).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const SAMPLE_DIR = fileURLToPath(new URL("../content/sample/", import.meta.url));

/** Fields of a sample event that describe its dates relative to today; never sent. */
export const DATE_HELPERS = [
  "startInDays",
  "durationDays",
  "hourInicio",
  "minuteInicio",
  "hourFin",
  "minuteFin",
];

const DAY_MS = 86_400_000;
/** America/Bogota is UTC−05:00 all year (no daylight saving). */
const BOGOTA_OFFSET_MS = -5 * 3_600_000;

/** @typedef {import("./types").Fields} Fields */
/** @typedef {import("./types").RawEvent} RawEvent */

/**
 * Reads one sample file afresh (callers mutate what they get).
 * @param {string} name
 * @returns {any} the file's JSON, shaped as the contract says
 */
export function readSample(name) {
  return JSON.parse(readFileSync(SAMPLE_DIR + name, "utf8"));
}

/** @param {number} n */
const pad = (n) => String(n).padStart(2, "0");
/**
 * @param {unknown} v
 * @param {number} fallback
 */
const int = (v, fallback) =>
  Number.isFinite(Number(v)) && v !== null && v !== "" ? Math.trunc(Number(v)) : fallback;

/**
 * "Local Bogotá wall time as UTC" → ISO-8601 with the -05:00 offset.
 * @param {Date} d
 */
function isoBogota(d) {
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00-05:00`;
}

/** The current day in Bogotá, as a YYYY-MM-DD key (the event cache changes with it). */
export function bogotaDayKey(now = Date.now()) {
  return isoBogota(new Date(now + BOGOTA_OFFSET_MS)).slice(0, 10);
}

/**
 * The contract's `fechas` for an event that starts `startInDays` days from today
 * (Bogotá calendar) and lasts `durationDays` calendar days.
 * @param {Record<string, unknown>} raw
 * @param {number} now epoch milliseconds
 */
export function fechasFor(raw, now = Date.now()) {
  const local = new Date(now + BOGOTA_OFFSET_MS);
  const today = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const hourInicio = int(raw.hourInicio, 9);
  const minuteInicio = int(raw.minuteInicio, 0);
  const hourFin = int(raw.hourFin, 11);
  const minuteFin = int(raw.minuteFin, 0);
  const startDay = today + int(raw.startInDays, 0) * DAY_MS;
  const start = new Date(startDay + (hourInicio * 60 + minuteInicio) * 60_000);
  const end = new Date(
    startDay +
      (Math.max(1, int(raw.durationDays, 1)) - 1) * DAY_MS +
      (hourFin * 60 + minuteFin) * 60_000,
  );
  return {
    dayOfMonth: start.getUTCDate(),
    month: start.getUTCMonth() + 1,
    year: start.getUTCFullYear(),
    hourInicio,
    minuteInicio,
    hourFin,
    minuteFin,
    fechaInicio: isoBogota(start),
    fechaFinalTotal: isoBogota(end),
  };
}

/**
 * A stored (raw) event as the API sends it: helper date fields replaced by `fechas`.
 * A raw event without `startInDays` keeps whatever `fechas` it has (or none), so tests
 * can feed invalid or missing dates.
 */
/**
 * @param {RawEvent} raw
 * @returns {Fields}
 */
export function toApiEvent(raw, now = Date.now()) {
  const out = { ...raw };
  for (const k of DATE_HELPERS) delete out[k];
  if (raw.startInDays !== undefined && raw.startInDays !== null) out.fechas = fechasFor(raw, now);
  return out;
}

/**
 * Numeric id of a record, or -Infinity when it has none.
 * @param {unknown} v
 */
const idOf = (v) => (Number.isFinite(Number(v)) ? Number(v) : -Infinity);

/** @param {readonly (RawEvent | null | undefined)[]} events */
export function maxEventId(events) {
  return events.reduce((m, e) => Math.max(m, idOf(e?.idEvento)), 0);
}

/**
 * Grows (or trims) the events to `n` by cycling the sample with new ids, titles and
 * dates, reusing the sample's image file names. n <= 0 keeps the sample as it is.
 * @param {RawEvent[]} sample
 * @param {number} n
 * @returns {RawEvent[]}
 */
export function sizeEvents(sample, n) {
  if (!(n > 0)) return sample;
  if (n <= sample.length) return sample.slice(0, n);
  const out = sample.slice();
  let id = maxEventId(sample);
  for (let i = sample.length; i < n; i++) {
    const base = /** @type {RawEvent} */ (sample[i % sample.length]);
    const round = Math.floor(i / sample.length);
    id += 1;
    out.push({
      ...structuredClone(base),
      idEvento: id,
      resumen: `${base.resumen} · edición ${round + 1}`,
      startInDays: int(base.startInDays, 0) + ((round * 11) % 360) + 3,
    });
  }
  return out;
}

/** Given names of the sample's men (portraits, titles and bios follow the person). */
export const SAMPLE_MEN = new Set([
  "Carlos",
  "Andrés Felipe",
  "Santiago",
  "Diego",
  "Rodrigo",
  "Pablo",
  "Facundo",
  "Matías",
  "Gabriel",
  "Julien",
  "Tomás",
]);
const WOMEN = [
  "Mariana",
  "Paula",
  "Laura",
  "Carolina",
  "Gabriela",
  "Natalia",
  "Isabela",
  "Luisa",
  "Adriana",
  "Verónica",
  "Manuela",
  "Renata",
  "Lorena",
  "Claudia",
  "Inés",
  "Agustina",
  "Josefina",
  "Amélie",
  "Marta",
  "Pilar",
];
const MEN = [
  "Julián",
  "Sebastián",
  "Felipe",
  "Alejandro",
  "Nicolás",
  "Emilio",
  "Joaquín",
  "Hernán",
  "Ricardo",
  "Mauricio",
  "Esteban",
  "Lucas",
  "Ignacio",
  "Cristian",
  "Raúl",
  "Óscar",
  "Hugo",
  "Bruno",
  "Thibault",
  "Iván",
];
const SURNAMES = [
  "Álvarez",
  "Betancourt",
  "Cifuentes",
  "Duque",
  "Escobar",
  "Franco",
  "Giraldo",
  "Henao",
  "Isaza",
  "Jiménez",
  "Londoño",
  "Muñoz",
  "Naranjo",
  "Orozco",
  "Patiño",
  "Rendón",
  "Sánchez",
  "Toro",
  "Uribe",
  "Valencia",
  "Zapata",
  "Castaño",
  "Mejía",
  "Ocampo",
  "Bermúdez",
  "Lefèvre",
  "Domínguez",
  "Cabrera",
  "Paredes",
  "Villalobos",
];
/** @type {readonly ("0100" | "0101" | "0102" | "0103" | "0202" | "0303")[]} */
const TYPES = ["0100", "0101", "0102", "0103", "0202", "0303"];
const TITLES = {
  "0100": ["Diplomada en Yoga", "Diplomado en Yoga"],
  "0101": ["Profesora de Yoga", "Profesor de Yoga"],
  "0102": ["Instructora de Yoga", "Instructor de Yoga"],
  "0103": ["Especialista en Yoga", "Especialista en Yoga"],
  "0202": ["Profesora de Danza Kankueb", "Profesor de Danza Kankueb"],
  "0303": ["Profesora de IKYnesis", "Profesor de IKYnesis"],
};
const EVENTS = {
  "0100": "Diplomado IKY",
  "0101": "Profesorado IKY",
  "0102": "Instructorado IKY",
  "0103": "Especialización IKY",
  "0202": "Formación Kankueb",
  "0303": "Formación IKYnesis",
};
const FIRST_DAY = Date.UTC(2009, 0, 5);
const DATE_SPAN_DAYS = 6200; // up to mid-2025

/**
 * Moves a coordinate a little, keeping its type (numeric strings stay strings).
 * @param {unknown} v
 * @param {number} i
 * @param {number} salt
 */
function jitter(v, i, salt) {
  if (v === undefined || v === null || v === "" || !Number.isFinite(Number(v))) return v;
  const d = (((i * 7919 + salt * 104729) % 1000) / 1000 - 0.5) * 0.08;
  const moved = Math.round((Number(v) + d) * 10_000) / 10_000;
  return typeof v === "string" ? String(moved) : moved;
}

/**
 * Grows (or trims) the registry to `n` teachers: new names and unique certification
 * codes, the sample's places (slightly moved), photos and diplomas reused.
 * @param {Fields[]} sample
 * @param {number} n
 * @returns {Fields[]}
 */
export function sizeTeachers(sample, n) {
  if (!(n > 0)) return sample;
  if (n <= sample.length) return sample.slice(0, n);
  const out = sample.slice();
  for (let i = sample.length; i < n; i++) {
    const base = /** @type {Fields} */ (sample[i % sample.length]);
    const j = i - sample.length;
    const woman = !SAMPLE_MEN.has(String(base.nombre));
    const names = woman ? WOMEN : MEN;
    const tipo = TYPES[j % TYPES.length] ?? "0100";
    // j*3 = round*DATE_SPAN_DAYS + day: distinct j give distinct (day, order) pairs.
    const day = new Date(FIRST_DAY + ((j * 3) % DATE_SPAN_DAYS) * DAY_MS);
    const order = 10 + Math.floor((j * 3) / DATE_SPAN_DAYS);
    const date = `${pad(day.getUTCDate())}${pad(day.getUTCMonth() + 1)}${String(day.getUTCFullYear()).slice(2)}`;
    const codigo =
      j % 9 === 4 ? `IKY${tipo}${date}${pad(order)}` : `IKY-${tipo}-${date}-${pad(order)}`;
    /** @type {Fields} */
    const t = {
      ...base,
      nombre: names[(j * 7 + Math.floor(j / 600)) % names.length],
      prenom: `${SURNAMES[j % SURNAMES.length]} ${SURNAMES[(j + 1 + (Math.floor(j / SURNAMES.length) % (SURNAMES.length - 1))) % SURNAMES.length]}`,
      codigo,
      evento: `${EVENTS[tipo]} ${day.getUTCFullYear()}`,
      latitud: jitter(base.latitud, i, 1),
      longitud: jitter(base.longitud, i, 2),
    };
    if (base.titulo !== undefined) t.titulo = TITLES[tipo][woman ? 0 : 1];
    out.push(t);
  }
  return out;
}

/**
 * A user record as the API returns it: everything but the password.
 * @param {Fields} u
 */
export function publicUser(u) {
  const { password: _password, ...rest } = u;
  return rest;
}
