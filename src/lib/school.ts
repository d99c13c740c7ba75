// The school's facts (content/school.yaml): shape, check, and which still hold sample values.

/** As the SchoolFields fragment (src/hooks/use-school.ts) reads them; `whatsapp` "" if none. */
export type School = Queries.SchoolFieldsFragment;

/** What a field holds: it decides the field's check here and its control in the admin. */
type SchoolFieldKind = "text" | "email" | "phone" | "countryCode" | "coordinates" | "links";

export interface SchoolField {
  name: keyof School;
  /** The admin's label and hint, in Spanish. */
  label: string;
  hint?: string;
  required: boolean;
  kind: SchoolFieldKind;
  /** Words that school.en.yaml may give in English (WORDED_FIELDS). */
  worded?: boolean;
  /** links: the networks, each required. */
  keys?: readonly string[];
}

const field = (
  name: keyof School,
  label: string,
  kind: SchoolFieldKind,
  more: Partial<SchoolField> = {},
): SchoolField => ({ name, label, required: true, kind, ...more });

/** The fields, in the file's order: what parseSchool checks and the admin's form is made of. */
export const SCHOOL_FIELDS: readonly SchoolField[] = [
  field("nombre", "Nombre", "text", { worded: true }),
  field("nombreLegal", "Nombre legal", "text", {
    hint: "El nombre con su descripción: responsable del tratamiento de datos en la política de privacidad.",
    worded: true,
  }),
  field("nit", "NIT", "text", {
    hint: "Identificación tributaria del responsable del tratamiento de datos (Ley 1581 de 2012).",
  }),
  field("correo", "Correo de contacto", "email"),
  field("correoSoporte", "Correo de soporte", "email", {
    hint: "Para las cuentas y las suscripciones.",
  }),
  field("correoDatos", "Correo de datos personales", "email", {
    hint: "Donde se ejercen los derechos sobre los datos personales.",
  }),
  field("telefono", "Teléfono", "phone", {
    hint: "En formato internacional, p. ej. +57 312 000 0000.",
  }),
  field("whatsapp", "WhatsApp", "phone", {
    hint: "Móvil con WhatsApp en formato internacional; vacío si la escuela no usa WhatsApp.",
    required: false,
  }),
  field("direccion", "Dirección", "text", { worded: true }),
  field("ciudad", "Ciudad", "text", { worded: true }),
  field("departamento", "Departamento", "text", { worded: true }),
  field("pais", "País", "text", { worded: true }),
  field("codigoPais", "Código de país", "countryCode", {
    hint: "Dos letras mayúsculas (ISO 3166-1), p. ej. CO.",
  }),
  field("coordenadas", "Coordenadas del centro", "coordinates", {
    hint: "Grados decimales, para el mapa de /ishka.",
  }),
  field("redes", "Redes sociales", "links", { keys: ["instagram", "facebook", "youtube"] }),
];

/** The kinds' formats, as patterns the admin checks too. */
export const SCHOOL_PATTERNS = {
  email: { pattern: "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$", message: "no es un correo válido" },
  phone: {
    pattern: "^\\+\\d[\\d\\s]{6,18}$",
    message: "debe ir en formato internacional, p. ej. +57 312 000 0000",
  },
  countryCode: { pattern: "^[A-Z]{2}$", message: "debe tener dos letras mayúsculas (p. ej. CO)" },
  link: { pattern: "^https:\\/\\/[^\\s]+$", message: "debe ser una URL https://" },
} as const;

const matches = (kind: keyof typeof SCHOOL_PATTERNS, value: string) =>
  new RegExp(SCHOOL_PATTERNS[kind].pattern).test(value);

const SOCIAL_FIELDS = SCHOOL_FIELDS.find((f) => f.kind === "links")?.keys ?? [];

/** The values the site was created with: real ones must replace them before launch. */
const SAMPLE_VALUES: Partial<Record<string, string>> = {
  nit: "900.000.000-0",
  telefono: "+57 312 555 0142",
  whatsapp: "+57 312 555 0142",
  direccion: "Calle 5 # 38-25, San Fernando",
  coordenadas: "3.4372,-76.5225",
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown) =>
  typeof value === "string" || typeof value === "number" ? String(value).trim() : "";

type Parsed = { school: School | null; errors: string[] };

/** Checks the parsed file; every problem is named in Spanish, by field. */
export function parseSchool(raw: unknown): Parsed {
  if (!isRecord(raw)) return { school: null, errors: ["el archivo no es un mapa de campos"] };
  const errors: string[] = [];
  const values: Record<string, string> = {};
  for (const { name, kind, required } of SCHOOL_FIELDS) {
    if (kind === "coordinates" || kind === "links") continue;
    const value = (values[name] = text(raw[name]));
    if (!value && required) errors.push(`falta "${name}"`);
    if (!value || kind === "text") continue;
    // A wrong address is quoted: a typo in it is easier to see than to describe.
    const quoted = kind === "email" ? `: ${value}` : "";
    if (!matches(kind, value)) errors.push(`"${name}" ${SCHOOL_PATTERNS[kind].message}${quoted}`);
  }
  const coords = isRecord(raw.coordenadas) ? raw.coordenadas : {};
  const lat = Number(coords.lat);
  const lng = Number(coords.lng);
  if (!Number.isFinite(lat) || Math.abs(lat) > 90 || !Number.isFinite(lng) || Math.abs(lng) > 180) {
    errors.push(`"coordenadas" necesita lat (−90 a 90) y lng (−180 a 180) en grados decimales`);
  }
  const redesRaw = isRecord(raw.redes) ? raw.redes : {};
  const redes = Object.fromEntries(
    SOCIAL_FIELDS.map((name) => {
      const url = text(redesRaw[name]);
      if (!matches("link", url)) errors.push(`"redes.${name}" debe ser una URL https://`);
      return [name, url];
    }),
  ) as School["redes"];
  if (errors.length > 0) return { school: null, errors };
  const fields = values as Omit<School, "coordenadas" | "redes">;
  return { school: { ...fields, coordenadas: { lat, lng }, redes }, errors };
}

const WORDED_FIELDS = SCHOOL_FIELDS.filter((f) => f.worded).map((f) => f.name);

/** school.yaml's facts with school.en.yaml's worded fields; any other field there is an error. */
export function translateSchool(school: School, raw: unknown): Parsed {
  if (!isRecord(raw)) return { school: null, errors: ["el archivo no es un mapa de campos"] };
  const errors = Object.keys(raw)
    .filter((field) => !(WORDED_FIELDS as readonly string[]).includes(field))
    .map(
      (field) =>
        `"${field}" no va aquí: solo los campos con palabras (${WORDED_FIELDS.join(", ")}); el resto se toma de school.yaml`,
    );
  const worded = Object.fromEntries(
    WORDED_FIELDS.filter((field) => raw[field] !== undefined).map((field) => {
      const value = text(raw[field]);
      if (!value) errors.push(`"${field}" está vacío`);
      return [field, value];
    }),
  );
  if (errors.length > 0) return { school: null, errors };
  return { school: { ...school, ...worded }, errors };
}

export function sampleFields(school: School): string[] {
  const { lat, lng } = school.coordenadas;
  const current: Record<string, unknown> = { ...school, coordenadas: `${lat},${lng}` };
  return Object.keys(SAMPLE_VALUES).filter((field) => current[field] === SAMPLE_VALUES[field]);
}

/** `tel:` / `https://wa.me/` targets: digits only, as those schemes want. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
export const whatsappHref = (phone: string, message?: string) =>
  `https://wa.me/${phone.replace(/\D/g, "")}${message ? `?text=${encodeURIComponent(message)}` : ""}`;
