/** The section pages (/about, /yoga, /iky, /kankueb, /ripey, /ishka) and their widgets. */
export const sections = {
  /** Each page's h1 and document title, the words of its mosaic header and its description. */
  pages: {
    about: {
      title: "Nuestra historia",
      kicker: "Sobre IKY Yoga",
      lead: "Más de veinte años de formación entre la India, el mundo maya y la educación somática: el camino que dio forma a la escuela.",
      description:
        "La trayectoria de IKY Yoga: diplomas, formación en yoga, camino maya, formación en Feldenkrais y la experiencia de la escuela en Cali, Colombia.",
    },
    yoga: {
      title: "Yoga IKY",
      kicker: "El sistema",
      lead: "Yoga clásico, movimiento maya y meditación kankueb en un mismo sistema, con formaciones de instructorado y profesorado.",
      description:
        "Qué es el yoga y cómo lo enseñamos en IKY Yoga: el sistema IKY, instructorado de 21 días, profesorado de 6 meses, cursos, retiros y especializaciones.",
    },
    iky: {
      title: "IKYnesis",
      kicker: "Terapia del movimiento",
      lead: "Un método de movimiento consciente para recuperar la facilidad, la fuerza y la curiosidad del cuerpo.",
      description:
        "IKYnesis, el método Feldenkrais, cursos, retiros y sesiones individuales de integración somática en IKY Yoga, Cali.",
    },
    kankueb: {
      title: "Kankueb",
      kicker: "Movimiento maya",
      lead: "Danza, meditación y calendario maya: una práctica para moverse al ritmo de la tierra y del tiempo.",
      description:
        "Kankueb, la cosmovisión y el calendario maya y la Mystic Dance: el movimiento maya en IKY Yoga, Cali, Colombia.",
    },
    ripey: {
      title: "RIPEY",
      kicker: "Registro de profesores",
      lead: "El Registro Internacional de Profesores de Yoga IKY: cada persona graduada, con su código verificable desde 2009.",
      description:
        "Qué es el RIPEY, cómo leer un código de certificación, un ejemplo de diploma y la lista pública de profesores graduados por países.",
    },
    ishka: {
      title: "Centro Ishka",
      kicker: "Centro de retiros · Cali",
      lead: "Un centro de práctica y un eco-hotel entre jardines, para formarse, descansar y convivir con calma.",
      description:
        "El centro Ishka de IKY Yoga en Cali: espacios, profesores, calendario semanal y el eco-hotel Eco-Living.",
    },
  },
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
  /** /ripey: how to read a certification code, and the formation types. */
  ripey: {
    partsLabel: "Partes del código IKY-0101-150309-01",
    parts: {
      IKY: { label: "Prefijo", text: "La escuela que certifica." },
      "0101": { label: "Tipo de formación", text: "Cuatro cifras: 0101 es Profesor de Yoga." },
      "150309": { label: "Fecha", text: "Día, mes y año: 15 de marzo de 2009." },
      "01": { label: "Orden", text: "El primer diploma de ese día." },
    },
    since: "Registro de códigos desde",
    typesCaption: "Tipos de formación",
    code: "Código",
    formation: "Formación",
    types: {
      "0100": "Diploma en Yoga",
      "0101": "Profesor de Yoga",
      "0102": "Instructor de Yoga",
      "0103": "Especialización en Yoga",
      "0202": "Profesor de Danza Kankueb",
      "0303": "Profesor de IKYnesis",
    },
    exampleAlt:
      "Diploma de ejemplo de IKY Yoga: Profesora de Yoga, Lucía Restrepo Gómez, código IKY-0101-150309-01",
    exampleCaption: "Diploma de ejemplo. El código",
    exampleCaptionEnd: "se busca en la lista de profesores.",
  },
  /** "Yoga, Español y Salsa": the last two names joined by 'y'. */
  and: " y ",
  detail: (name: string) => `Detalle: ${name}`,
  closeDetail: (name: string) => `Cerrar el detalle de ${name}`,
  /** The dynamic island and its recommendations. */
  island: "Isla de navegación",
  recommended: "Recomendado",
  recommendations: "Recomendaciones",
  seeHere: "Ver aquí",
  open: "Abrir ↗",
  newTab: " (se abre en una pestaña nueva)",
  section: "Sección ",
  of: " de ",
  read: " leído",
  frameNote: "¿No se ve el contenido? Algunos sitios no permiten mostrarse dentro de otra página.",
  frameOpen: "Ábrelo en una pestaña nueva",
  sectionMenu: "Secciones de la página",
  scrollTop: "Volver arriba",
  yogaIntro: "¿Qué es el yoga? Empieza por la definición",
  /** Widgets. */
  seeMore: "Ver más",
  brochure: "Folleto de Eco-Living",
  brochureFallback: "Tu navegador no puede mostrar el folleto aquí.",
  brochureDownload: "Descarga el folleto en PDF",
  brochureOpen: "Abrir el folleto (PDF) en una pestaña nueva",
  portrait: (name: string) => `Retrato de ${name}`,
  /** A teacher card's link text; the name follows for screen readers only. */
  readBio: "Leer biografía",
  readBioOf: (name: string) => `de ${name}`,
  previousDiplomas: "Diplomas anteriores",
  nextDiplomas: "Diplomas siguientes",
  toDiploma: (n: number) => `Ir al diploma ${n}`,
  courseFacts: "Datos de las formaciones",
  diplomasCarousel: "Carrusel de diplomas",
  centreMap: "Mapa del centro Ishka en Cali",
  centre: "Centro Ishka",
};
