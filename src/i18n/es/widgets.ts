import { tpl } from "../message";
/**
 * The section pages' widgets: /yoga's mandala, facts and letters, the teacher cards, the
 * brochure and the diplomas. /yoga and /ishka fetch them with their widgets, below the opening
 * (src/components/sections/widgets/yoga.ts, ishka.ts); /about with the page.
 */
export const widgets = {
  /** /yoga's five elements (Mandala). */
  mandala: {
    title: "Los cinco elementos",
    hint: "Pasa el cursor o el foco por un elemento para leer cómo lo trabajamos.",
    elements: {
      tierra: {
        name: "Tierra",
        quality: "Estabilidad, raíz y confianza.",
        practice:
          "Posturas de pie y equilibrios lentos, los pies bien apoyados y la respiración baja, hacia el vientre. La tierra se trabaja al comenzar, para llegar y sentirse sostenido.",
      },
      agua: {
        name: "Agua",
        quality: "Fluidez, adaptación y sensibilidad.",
        practice:
          "Movimientos ondulantes de la columna y de la pelvis, secuencias enlazadas con la respiración y los giros en espiral del movimiento maya.",
      },
      fuego: {
        name: "Fuego",
        quality: "Energía, voluntad y transformación.",
        practice:
          "Saludos al sol, posturas de fuerza del abdomen y respiraciones activas que calientan el cuerpo y despiertan la atención.",
      },
      aire: {
        name: "Aire",
        quality: "Expansión, ligereza y apertura.",
        practice:
          "Aperturas del pecho, extensiones y pranayama: la respiración amplia que abre espacio entre las costillas y calma el ritmo del corazón.",
      },
      eter: {
        name: "Éter",
        quality: "Espacio, silencio y presencia.",
        practice:
          "La relajación final y la meditación kankueb: el momento de no hacer, en el que la práctica se asienta y la mente se aquieta.",
      },
    },
  },
  /** "Yoga, Español y Salsa": the last two names joined by 'y'. */
  and: " y ",
  detail: tpl("Detalle: {name}"),
  closeDetail: tpl("Cerrar el detalle de {name}"),
  seeMore: "Ver más",
  brochure: "Folleto de Eco-Living",
  brochureFallback: "Tu navegador no puede mostrar el folleto aquí.",
  brochureDownload: "Descarga el folleto en PDF",
  brochureOpen: "Abrir el folleto (PDF) en una pestaña nueva",
  portrait: tpl("Retrato de {name}"),
  /** A teacher card's link text; the name follows for screen readers only. */
  readBio: "Leer biografía",
  readBioOf: tpl("de {name}"),
  previousDiplomas: "Diplomas anteriores",
  nextDiplomas: "Diplomas siguientes",
  toDiploma: tpl("Ir al diploma {n}"),
  courseFacts: "Datos de las formaciones",
  diplomasCarousel: "Carrusel de diplomas",
};
