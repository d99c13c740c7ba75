import { plural, tpl } from "../message";
/** The profile panel (the account summary), and the panels' names; the button is in layout. */
export const account = {
  title: "Mi cuenta",
  closePanel: "Cerrar panel",
  loginPanel: "Iniciar sesión",
  signupPanel: "Crear una cuenta",
  outTitle: "Tu espacio en IKY Yoga",
  outLead:
    "Inicia sesión para entrar en la plataforma de clases, o crea tu cuenta para inscribirte en un plan.",
  login: "Iniciar sesión",
  signup: "Registrarse",
  hello: "Hola",
  helloName: tpl("Hola, {name}"),
  summary: "Resumen de tu cuenta",
  noUnread: "No tienes notificaciones sin leer",
  unread: plural("Tienes 1 notificación sin leer", "Tienes {n} notificaciones sin leer"),
  eventsError: "No se pudieron consultar los eventos: vuelve a abrir este panel en un momento",
  eventsLoading: "Consultando los eventos…",
  noNewEvents: "Ningún evento nuevo desde tu última visita",
  newEvents: plural(
    "1 evento nuevo desde tu última visita",
    "{n} eventos nuevos desde tu última visita",
  ),
  noCourse: "No hay cursos programados por ahora",
  /** In under two days the hours alone; from two days on, the days follow. */
  nextCourse: plural("Tu próximo curso empieza en 1 hora", "Tu próximo curso empieza en {n} horas"),
  nextCourseDays: tpl("Tu próximo curso empieza en {n} horas (unos {days} días)"),
  platform: "Ir a la plataforma",
  logout: "Cerrar sesión",
};
