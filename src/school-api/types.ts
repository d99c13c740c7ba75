/**
 * The school API's records, after normalisation at the edge (src/school-api/normalize.ts).
 * Field names are the API's own (docs/product.md §3, docs/api-contract.md §2), from here to the components.
 * A field the API did not send, or sent in a form we cannot read, is `null`.
 */

export interface Fechas {
  dayOfMonth: number | null;
  /** 1–12 */
  month: number | null;
  year: number | null;
  hourInicio: number | null;
  minuteInicio: number | null;
  hourFin: number | null;
  minuteFin: number | null;
  /** ISO-8601 in UTC, or null when absent; "invalid" when the API sent a date we cannot read. */
  fechaInicio: string | null;
  fechaFinalTotal: string | null;
}

export interface Evento {
  idEvento: number;
  resumen: string | null;
  descripcion: string | null;
  imagenCobertura: string | null;
  /** File names, in the API's key order. */
  imagenes: readonly string[];
  ubicacionDada: string | null;
  presencial: boolean | null;
  url: string | null;
  /** Euros; null means free. */
  precio: number | null;
  acceso: readonly string[];
  isInstructorado: boolean;
  fechas: Fechas;
}

export interface Plan {
  idPlan: number;
  nombre: string | null;
  costoMensualEur: number;
  /** Feature lines. */
  descripcion: readonly string[];
}

export interface RegistryTeacher {
  nombre: string | null;
  prenom: string | null;
  codigo: string | null;
  adress: string | null;
  titulo: string | null;
  localidad: string | null;
  pais: string | null;
  latitud: number | null;
  longitud: number | null;
  foto: string | null;
  diploma: string | null;
  evento: string | null;
  description: string | null;
}

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

/** A record the normaliser could not read, with the reason, for the build's warnings. */
export interface Rejected {
  index: number;
  reason: string;
  preview: string;
}

export interface Normalised<T> {
  items: T[];
  rejected: Rejected[];
}
