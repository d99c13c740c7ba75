import { plural, tpl } from "../message";
/** The teacher registry (RIPEY): search, table, map note, a teacher's record, certification. */

export const registry = {
  fields: {
    nombre: { label: "Nombre y apellido", hint: "", placeholder: "p. ej. Lucía Restrepo" },
    lugar: { label: "Lugar", hint: "Ciudad o país", placeholder: "p. ej. Cali o México" },
    codigo: {
      label: "Código de certificación",
      hint: "",
      placeholder: "p. ej. IKY-0101-150309-01",
    },
  },
  searchLabel: "Buscar en el registro de profesores",
  byCountry: "Profesores por país",
  searching: "Buscando en el registro completo…",
  noResults: "No se encontraron profesores con los criterios de búsqueda.",
  matches: plural(
    "1 profesor coincide con la búsqueda.",
    "{n} profesores coinciden con la búsqueda.",
  ),
  total: plural("1 profesor graduado.", "{n} profesores graduados."),
  /** The total when the teachers live in more than one country. */
  totalIn: plural(
    "1 profesor graduado en {countries} países.",
    "{n} profesores graduados en {countries} países.",
  ),
  clear: "Borrar la búsqueda",
  loadError:
    "No se pudo cargar el registro completo: la búsqueda y el mapa solo incluyen a los primeros profesores. Revisa tu conexión.",
  mapTitle: "Mapa de profesores",
  mapLabel: "Mapa de los profesores del registro",
  onMap: plural("1 profesor en el mapa.", "{n} profesores en el mapa."),
  onlyInList: "Quien no indica su ubicación exacta aparece solo en la lista.",
  noName: "Sin nombre",
  noTitle: "Sin título",
  noAddress: "Sin dirección",
  noPlace: "Ubicación no especificada",
  table: {
    caption: "Profesores graduados del registro: nombre, título, lugar y código de certificación",
    name: "Nombre",
    title: "Título",
    place: "Lugar",
    code: "Código",
    loadingRest: "Cargando el resto del registro…",
    less: "Mostrar menos",
    more: plural("Mostrar 1 profesor más", "Mostrar {n} profesores más"),
  },
  record: {
    photo: tpl("Foto de {name}"),
    loading: "Cargando la ficha…",
    error: "No se pudo cargar la ficha completa de este profesor.",
    address: "Dirección",
    training: "Formación",
    diploma: tpl("Diploma de {name}"),
  },
  certification: {
    title: "Certificación",
    code: "Código",
    formation: "Formación",
    date: "Fecha",
    order: "Orden del día",
    /** By the language's ordinal plural category (Intl.PluralRules, `type: "ordinal"`). */
    ordinal: { one: tpl("{n}.º"), two: tpl("{n}.º"), few: tpl("{n}.º"), other: tpl("{n}.º") },
    unreadable: "No se pudo interpretar este código. ",
    /** Why a code cannot be read (lib/certification.ts). */
    noCode: "Sin código de certificación.",
    format:
      "El código no tiene el formato esperado: prefijo, tipo de formación (4 cifras), fecha DDMMAA y número de orden (2 cifras).",
    unknownType: tpl("el tipo de formación {tipo} no existe"),
    badDate: tpl("la fecha {date} no es una fecha válida (DDMMAA)"),
    badOrder: "el número de orden debe empezar en 01",
  },
};
