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
  /** The dynamic island and its recommendations. */
  island: "Isla de navegación",
  recommended: "Recomendado",
  recommendations: "Recomendaciones",
  seeHere: "Ver aquí",
  open: "Abrir ↗",
  section: "Sección ",
  of: " de ",
  read: " leído",
  frameNote: "¿No se ve el contenido? Algunos sitios no permiten mostrarse dentro de otra página.",
  frameOpen: "Ábrelo en una pestaña nueva",
  sectionMenu: "Secciones de la página",
  scrollTop: "Volver arriba",
  yogaIntro: "¿Qué es el yoga? Empieza por la definición",
};
