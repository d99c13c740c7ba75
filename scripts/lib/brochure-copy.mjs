// The words of the Eco-Living brochure (content/brochure/eco-living.yaml and eco-living.en.yaml):
// the entries scripts/make-brochure.mjs requires, each with the label the editors' admin shows
// (src/node/admin-config.ts), so that what the admin saves the brochure's build accepts.

/** Entries of one line of text each, all required. */
export const BROCHURE_TEXTS = /** @type {const} */ ({
  docTitle: "Título del PDF (lo que muestra la pestaña del navegador)",
  centre: "Nombre del centro (arriba de la portada)",
  subtitle: "Subtítulo de la portada",
  stay: "Título de la página 2",
  roomsTitle: "Título de las habitaciones",
  includedTitle: "Título de lo incluido",
  longStaysTitle: "Título de las estancias largas",
  bookingTitle: "Título de las reservas",
  checkIn: "Horario de llegada y salida",
});

/** Entries that are lists of lines, each line one line of the PDF. */
export const BROCHURE_LISTS = /** @type {const} */ ({
  lines: "Presentación (página 1)",
  rooms: "Habitaciones",
  included: "Incluido en la estancia",
  longStays: "Estancias largas",
});

/** The longest line that fits the PDF's width, about. */
export const BROCHURE_LINE_LENGTH = 85;
