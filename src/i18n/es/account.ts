/** The profile panel (the account summary), and the panels' names; the button is in layout. */
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

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
  hello: (name: string) => (name ? `Hola, ${name}` : "Hola"),
  summary: "Resumen de tu cuenta",
  unread: (n: number) =>
    n > 0
      ? `Tienes ${plural(n, "notificación sin leer", "notificaciones sin leer")}`
      : "No tienes notificaciones sin leer",
  eventsError: "No se pudieron consultar los eventos: vuelve a abrir este panel en un momento",
  eventsLoading: "Consultando los eventos…",
  newEvents: (n: number) =>
    n > 0
      ? `${plural(n, "evento nuevo", "eventos nuevos")} desde tu última visita`
      : "Ningún evento nuevo desde tu última visita",
  nextCourse: (hours: number | null) => {
    if (hours === null) return "No hay cursos programados por ahora";
    const days = Math.floor(hours / 24);
    const inDays = days >= 2 ? ` (unos ${days} días)` : "";
    return `Tu próximo curso empieza en ${plural(hours, "hora", "horas")}${inDays}`;
  },
  platform: "Ir a la plataforma",
  logout: "Cerrar sesión",
};
