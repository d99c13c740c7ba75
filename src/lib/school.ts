/**
 * The school's facts (content/school.yaml): their shape, their check, and which of them still
 * hold the sample values the site was created with. Pure: the build reads the file
 * (src/node/school.ts) and components read the result through `useSchool()`.
 */
export interface School {
  nombre: string;
  nombreLegal: string;
  nit: string;
  correo: string;
  correoSoporte: string;
  correoDatos: string;
  telefono: string;
  /** Mobile number with WhatsApp, or "" when the school does not use it. */
  whatsapp: string;
  direccion: string;
  ciudad: string;
  departamento: string;
  pais: string;
  codigoPais: string;
  coordenadas: { lat: number; lng: number };
  redes: { instagram: string; facebook: string; youtube: string };
}

const TEXT_FIELDS = [
  "nombre",
  "nombreLegal",
  "nit",
  "correo",
  "correoSoporte",
  "correoDatos",
  "telefono",
  "direccion",
  "ciudad",
  "departamento",
  "pais",
  "codigoPais",
] as const;
const MAIL_FIELDS = ["correo", "correoSoporte", "correoDatos"] as const;
const SOCIAL_FIELDS = ["instagram", "facebook", "youtube"] as const;

/** The values the site was created with: real ones must replace them before launch. */
export const SAMPLE_VALUES: Partial<Record<string, string>> = {
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

/** Checks the parsed file; every problem is named in Spanish, by field. */
export function parseSchool(raw: unknown): { school: School | null; errors: string[] } {
  if (!isRecord(raw)) return { school: null, errors: ["el archivo no es un mapa de campos"] };
  const errors: string[] = [];
  const need = (field: string, value: string) => {
    if (!value) errors.push(`falta "${field}"`);
    return value;
  };
  const fields = Object.fromEntries(TEXT_FIELDS.map((f) => [f, need(f, text(raw[f]))])) as Record<
    (typeof TEXT_FIELDS)[number],
    string
  >;
  for (const field of MAIL_FIELDS) {
    if (fields[field] && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(fields[field])) {
      errors.push(`"${field}" no es un correo válido: ${fields[field]}`);
    }
  }
  if (fields.codigoPais && !/^[A-Z]{2}$/.test(fields.codigoPais)) {
    errors.push(`"codigoPais" debe tener dos letras mayúsculas (p. ej. CO)`);
  }
  const whatsapp = text(raw.whatsapp);
  for (const [field, value] of [
    ["telefono", fields.telefono],
    ["whatsapp", whatsapp],
  ] as const) {
    if (value && !/^\+\d[\d\s]{6,18}$/.test(value)) {
      errors.push(`"${field}" debe ir en formato internacional, p. ej. +57 312 000 0000`);
    }
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
      if (!/^https:\/\/[^\s]+$/.test(url)) errors.push(`"redes.${name}" debe ser una URL https://`);
      return [name, url];
    }),
  ) as School["redes"];
  if (errors.length > 0) return { school: null, errors };
  return { school: { ...fields, whatsapp, coordenadas: { lat, lng }, redes }, errors };
}

/**
 * The facts that are words and may read differently in English (content/school.en.yaml): the
 * names, the address and the places. Mails, numbers, codes, coordinates and links are the same
 * in every language and stay in school.yaml alone.
 */
export const WORDED_FIELDS = [
  "nombre",
  "nombreLegal",
  "direccion",
  "ciudad",
  "departamento",
  "pais",
] as const;

/**
 * The school's facts in English: school.yaml's, with the worded fields of school.en.yaml in
 * their place. Any other field in the English file is an error, named in Spanish.
 */
export function translateSchool(
  school: School,
  raw: unknown,
): { school: School | null; errors: string[] } {
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

/** The fields that still hold their sample value. */
export function sampleFields(school: School): string[] {
  const current: Record<string, string> = {
    ...Object.fromEntries(
      Object.entries(school).map(([k, v]) => [k, typeof v === "string" ? v : ""]),
    ),
    coordenadas: `${school.coordenadas.lat},${school.coordenadas.lng}`,
  };
  return Object.entries(SAMPLE_VALUES)
    .filter(([field, sample]) => current[field] === sample)
    .map(([field]) => field);
}

/** `tel:` / `https://wa.me/` targets: digits only, as those schemes want. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
export const whatsappHref = (phone: string, message?: string) =>
  `https://wa.me/${phone.replace(/\D/g, "")}${message ? `?text=${encodeURIComponent(message)}` : ""}`;
