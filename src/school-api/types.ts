/**
 * The school API's records, after normalisation at the edge (src/school-api/normalize.ts).
 * Field names are the API's own (docs/product.md §3, docs/api-contract.md §2), from here to the components.
 * A field the API did not send, or sent in a form we cannot read, is `null`.
 */
import type {
  normaliseEvento,
  normaliseFechas,
  normalisePlan,
  normaliseTeacher,
} from "./normalize";

/** What a normaliser makes of a record: the record, not the reason it could not be read. */
type RecordOf<Normalise extends (raw: unknown) => unknown> = Exclude<ReturnType<Normalise>, string>;

export type Fechas = ReturnType<typeof normaliseFechas>;
export type Evento = RecordOf<typeof normaliseEvento>;
export type Plan = RecordOf<typeof normalisePlan>;
export type RegistryTeacher = RecordOf<typeof normaliseTeacher>;

/** The logged-in user as the API returns it; extra fields are kept as they come. */
export interface User {
  idEstudiante?: number;
  idProfesor?: number;
  username?: string;
  user?: string;
  mail?: string;
  notificacionesNoLeidas?: number;
  [field: string]: unknown;
}

export interface Normalised<T> {
  items: T[];
  /** The records the normaliser could not read, with the reason, for the build's warnings. */
  rejected: { index: number; reason: string; preview: string }[];
}
