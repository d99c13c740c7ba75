import { fallback } from "./events-fallback";
import { plural, tpl } from "../message";

/** Events: the list, an event's page, its time-left bar, sign-up, sharing and calendars. */
export const events = {
  /** The time-left bar (docs/product.md §4). 'Falta 1 hora' / 'Faltan 5 horas': the verb agrees too. */
  remaining: {
    month: plural("Falta 1 mes", "Faltan {n} meses"),
    day: plural("Falta 1 día", "Faltan {n} días"),
    hour: plural("Falta 1 hora", "Faltan {n} horas"),
    minute: plural("Falta 1 minuto", "Faltan {n} minutos"),
  },
  past: "Evento en curso o finalizado",
  ended: "Evento finalizado",
  noDate: "Fecha no disponible",
  invalidDate: "Fecha inválida",
  timeLeftLabel: tpl("Tiempo restante: {title}"),
  /** The fallbacks of docs/product.md §8 when the API leaves a field out. */
  fallback,
  online: "En línea",
  inPerson: "Presencial",
  training: "Formación · Instructorado",
  event: "Evento",
  description: "Descripción",
  images: "Imágenes",
  imagesOf: tpl("Imágenes de {title}"),
  imageAlt: tpl("{title}: imagen {n}"),
  facts: "Datos del evento",
  date: "Fecha",
  time: "Horario",
  location: "Ubicación",
  mode: "Modalidad",
  price: "Precio",
  access: "Acceso",
  link: "Enlace",
  seeEvent: "Ver evento",
  allEvents: "← Todos los eventos",
  metaDescription: tpl("{title} en IKY Yoga, Cali."),
  /** Sign-up and questions. */
  closed: "Inscripciones cerradas",
  closedText: "Este evento ya terminó y no admite inscripciones. Mira lo que viene en la agenda.",
  nextEvents: "Ver los próximos eventos",
  signUp: "Inscríbete",
  signUpOnPlatform: "Completarás la inscripción en la plataforma de IKY Yoga.",
  signUpAfterLogin: "Inicia sesión y volverás aquí para completar la inscripción.",
  questions: "¿Tienes preguntas?",
  writeUs: "Escríbenos un correo",
  or: " o ",
  askWhatsapp: "pregunta por WhatsApp",
  /** The mail's and WhatsApp's message: 'Hola, me gustaría saber más sobre el evento «X» (…). url' */
  inquiry: tpl("Hola, me gustaría saber más sobre el evento «{title}». {url}"),
  inquiryWhen: tpl("Hola, me gustaría saber más sobre el evento «{title}» ({when}). {url}"),
  inquirySubject: tpl("Consulta sobre «{title}»"),
  /** Sharing. */
  share: "Compartir",
  copied: "Enlace copiado. Ya puedes pegarlo donde quieras.",
  copyByHand: "No pudimos copiar el enlace; cópialo desde aquí:",
  /** Calendars. */
  addToCalendar: "Añadir al calendario",
  icsFile: "Archivo .ics",
  subscribe: "Suscribirse",
  downloadIcs: "Descargar .ics",
  icsError: "No se pudo crear el archivo del calendario. Inténtalo de nuevo.",
  /** The client-only event page and the /event/<id>/ alias. */
  loadingDescription: "Cargando el evento.",
  notFoundTitle: "Evento no encontrado",
  notFoundDescription: "Este evento no existe.",
  notFoundText: tpl(
    "No encontramos ningún evento con el número «{id}». Puede que se haya cancelado o que el enlace no sea correcto.",
  ),
  loadErrorTitle: "No se pudo cargar el evento",
  loadErrorText:
    "El servidor de la escuela no responde. Comprueba tu conexión e inténtalo de nuevo.",
  retry: "Reintentar",
  redirecting: "Te llevamos a la página del evento.",
  aliasText: "Este evento está en",
  aliasLink: "su página de eventos",
};
