/** The registry search (docs/product.md §5): accent-blind substrings, folded once per teacher. */
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { fold } from "./format";

/** The fields the search and the table need, as the preview query reads them (RegistryWidget). */
export type RegistryEntry = Queries.RegistryPreviewQuery["preview"]["nodes"][number];

/** The modal's details of one teacher, from /registro/fichas-<n>.json (src/node/registry-files.ts). */
export interface RegistryDetails {
  adress: string | null;
  evento: string | null;
  description: string | null;
  fotoImage: IGatsbyImageData | null;
  diplomaImage: IGatsbyImageData | null;
}

export type RegistryIndexFile = { total: number; profesores: RegistryEntry[] };

/** Where the build writes the registry (under public/, so at the site's root). */
export const REGISTRY_DIR = "registro";
export const INDEX_FILE = "indice.json";
export const detailsFile = (order: number) => `fichas-${Math.floor(order / 100)}.json`;

export const EMPTY_QUERY = { nombre: "", lugar: "", codigo: "" };
export type RegistryQuery = typeof EMPTY_QUERY;

/** Codes are compared without their separators: 'iky0101' finds 'IKY-0101-150309-01'. */
const foldCode = (text: string | null) => fold(text).replace(/[^a-z0-9]/g, "");
const words = (text: string) => fold(text).split(" ").filter(Boolean);

const joined = (parts: (string | null)[], separator: string) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(separator);

/** The name, or `noName` (the catalog's) when the API gave none. */
export const fullName = (t: Pick<RegistryEntry, "nombre" | "prenom">, noName: string): string =>
  joined([t.nombre, t.prenom], " ") || noName;

/** Town and country, or `noPlace` when the API gave neither. */
export const placeOf = (t: Pick<RegistryEntry, "localidad" | "pais">, noPlace: string): string =>
  joined([t.localidad, t.pais], ", ") || noPlace;

export const buildIndex = <T extends RegistryEntry>(teachers: readonly T[]) =>
  teachers.map((teacher) => ({
    teacher,
    name: fold(`${teacher.nombre ?? ""} ${teacher.prenom ?? ""}`),
    town: fold(teacher.localidad),
    country: fold(teacher.pais),
    code: foldCode(teacher.codigo),
  }));

export const isEmptyQuery = (query: RegistryQuery) => Object.values(query).every((v) => !v.trim());

/**
 * Teachers matching every filled box, in registry order. Name and place are matched word by
 * word ('restrepo lucia' finds 'Lucía Restrepo'); a place word may be in the town or country.
 */
export function filterTeachers<T extends RegistryEntry>(
  index: ReturnType<typeof buildIndex<T>>,
  query: RegistryQuery,
): T[] {
  const nameWords = words(query.nombre);
  const placeWords = words(query.lugar);
  const code = foldCode(query.codigo);
  return index
    .filter(
      (t) =>
        t.code.includes(code) &&
        nameWords.every((w) => t.name.includes(w)) &&
        placeWords.every((w) => t.town.includes(w) || t.country.includes(w)),
    )
    .map((t) => t.teacher);
}

/** The search state from the boxes' values by name: a URL's query (`?nombre=…`), a form's data. */
export function queryOf(values: { get(key: string): unknown }): RegistryQuery {
  const value = (key: keyof RegistryQuery) => String(values.get(key) ?? "");
  return { nombre: value("nombre"), lugar: value("lugar"), codigo: value("codigo") };
}

/** `search` with the registry's parameters set from `query` (empty boxes leave the URL). */
export function searchWithQuery(search: string, query: RegistryQuery): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(query)) {
    if (value.trim()) params.set(key, value);
    else params.delete(key);
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
