import { tpl } from "../message";
/** The home page (/): hero, vision, timetable, events and plans. */
export const home = {
  description:
    "Escuela de yoga y terapia del movimiento en Cali, Colombia: clases semanales, instructorado y profesorado, IKYnesis, kankueb y retiros en el centro Ishka.",
  kicker: "Escuela de yoga y terapia del movimiento · Cali",
  lead: "Yoga clásico, movimiento maya y meditación kankueb para habitar el cuerpo con atención, fuerza y calma.",
  discover: "Descubre el sistema IKY",
  planning: "Planning de la semana",
  visionKicker: "Nuestra visión",
  visionTitle: "Un camino de regreso a uno mismo",
  visionText:
    "En IKY Yoga unimos la tradición clásica de la India, la sabiduría del movimiento maya y la investigación contemporánea sobre el cuerpo para acompañar a cada persona en su propio proceso: con clases cercanas, formaciones serias y un centro de retiros rodeado de naturaleza, a los pies de los Farallones de Cali.",
  pillars: {
    yoga: {
      title: "Yoga clásico",
      text: "Asanas, respiración y meditación de la tradición, enseñadas con precisión y cuidado.",
    },
    kankueb: {
      title: "Movimiento maya",
      text: "Kankueb: la danza y la cosmovisión maya para moverse en armonía con los ciclos.",
    },
    iky: {
      title: "IKYnesis",
      text: "Terapia del movimiento inspirada en Feldenkrais para soltar tensiones y moverse mejor.",
    },
  },
  planningKicker: "Clases regulares en el centro",
  planningFeedTitle: "Las clases en tu calendario",
  planningFeedText:
    "Suscríbete al planning: las cinco clases semanales aparecen cada semana en tu calendario.",
  eventsKicker: "Agenda",
  eventsTitle: "Próximos eventos",
  trainings: "Instructorado y profesorado",
  noTrainings: "No hay formaciones programadas por ahora.",
  otherEvents: "Otros eventos",
  noOtherEvents: "No hay otros eventos programados por ahora.",
  allEvents: tpl("Ver todos los eventos ({total})"),
  plansKicker: "Planes mensuales",
  plansTitle: "Programas",
  plansIntro: "Elige cómo quieres practicar. Puedes cambiar de plan o cancelarlo cuando quieras.",
  /** The carousel's pictures, by file name under content/home/. */
  photos: "Fotos de la escuela",
  photoFallback: "Fotografía de la escuela",
  photoAlt: {
    "01-shala-amanecer": "Una persona medita sentada frente a las montañas al amanecer",
    "02-farallones": "Los Farallones de Cali cubiertos de niebla verde",
    "03-circulo-atardecer": "Un círculo de meditación al atardecer",
    "04-pacifico": "Meditación junto al océano Pacífico al caer el sol",
    "05-mandala": "Un mandala de loto en los colores de la escuela",
  } as Record<string, string>,
};
