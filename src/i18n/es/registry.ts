/** The teacher registry (RIPEY): search, table, map note, a teacher's record, certification. */
const count = (n: number) => n.toLocaleString("es-CO");
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

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
  matches: (n: number) =>
    `${plural(n, "profesor coincide", "profesores coinciden")} con la búsqueda.`,
  total: (n: number, countries: number) =>
    `${plural(n, "profesor graduado", "profesores graduados")}${
      countries > 1 ? ` en ${countries} países` : ""
    }.`,
  clear: "Borrar la búsqueda",
  loadError:
    "No se pudo cargar el registro completo: la búsqueda y el mapa solo incluyen a los primeros profesores. Revisa tu conexión.",
  mapTitle: "Mapa de profesores",
  mapLabel: "Mapa de los profesores del registro",
  onMap: (n: number) => (n === 1 ? "1 profesor en el mapa." : `${count(n)} profesores en el mapa.`),
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
    more: (hidden: number) =>
      `Mostrar ${count(hidden)} ${hidden === 1 ? "profesor" : "profesores"} más`,
  },
  record: {
    photo: (name: string) => `Foto de ${name}`,
    loading: "Cargando la ficha…",
    error: "No se pudo cargar la ficha completa de este profesor.",
    address: "Dirección",
    training: "Formación",
    diploma: (name: string) => `Diploma de ${name}`,
  },
  certification: {
    title: "Certificación",
    code: "Código",
    formation: "Formación",
    date: "Fecha",
    order: "Orden del día",
    ordinal: (n: number) => `${n}.º`,
    unreadable: "No se pudo interpretar este código. ",
    /** Why a code cannot be read (lib/certification.ts). */
    noCode: "Sin código de certificación.",
    format:
      "El código no tiene el formato esperado: prefijo, tipo de formación (4 cifras), fecha DDMMAA y número de orden (2 cifras).",
    unknownType: (tipo: string) => `el tipo de formación ${tipo} no existe`,
    badDate: (date: string) => `la fecha ${date} no es una fecha válida (DDMMAA)`,
    badOrder: "el número de orden debe empezar en 01",
  },
};
