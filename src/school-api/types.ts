/** The API's records after normalize.ts (docs/api-contract.md §2); unreadable is `null`. */
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
