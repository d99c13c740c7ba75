import { plural, tpl } from "../message";
/** The frame of every page: header, menu, footer, skip link, 404, carousels. */
export const layout = {
  skipToContent: "Saltar al contenido",
  /** The floating profile button's name (docs/product.md §2), on every page. */
  profileButton: {
    loggedIn: "Mi cuenta",
    unread: plural(
      "Mi cuenta (1 notificaciones sin leer)",
      "Mi cuenta ({n} notificaciones sin leer)",
    ),
    loggedOut: "Mi cuenta: iniciar sesión o registrarse",
  },
  /** The main navigation of docs/product.md §2, by route. */
  nav: {
    home: "Inicio",
    about: "Nosotros",
    yoga: "Yoga",
    iky: "IKYnesis",
    kankueb: "Kankueb",
    ripey: "RIPEY",
    ishka: "Ishka",
  },
  mainNav: "Principal",
  openMenu: "Abrir menú",
  closeMenu: "Cerrar menú",
  toPlatform: "Acceder a la plataforma",
  logIn: "Iniciar sesión",
  signUp: "Registrarse",
  footerTagline: tpl(
    "Escuela de yoga y terapia del movimiento. Centro de retiros Ishka en {place}.",
  ),
  footerNav: "Pie de página",
  theSchool: "La escuela",
  aboutUs: "Sobre nosotros",
  ourTeachers: "Nuestros profesores",
  registry: "Registro de profesores (RIPEY)",
  events: "Eventos",
  videos: "Vídeos",
  contact: "Contacto",
  followUs: "Síguenos",
  legalNav: "Información legal",
  privacy: "Política de tratamiento de datos",
  terms: "Términos de la suscripción",
  cookiePreferences: "Preferencias de cookies",
  language: "Idioma",
  loading: "Cargando…",
  carousel: "carrusel",
  pauseCarousel: "Pausar el carrusel",
  resumeCarousel: "Reanudar el carrusel",
  /** The 404 and every "not found" dead end. */
  notFoundTitle: "Página no encontrada",
  notFoundDescription: "Esta página no existe en IKY Yoga.",
  notFoundText: "Lo que buscas no está aquí. Quizás se movió, o el enlace tenía un error.",
  backHome: "Volver al inicio",
  seeEvents: "Ver los eventos",
};
