import { tpl } from "../message";
/** The account pages' own words: login, login before subscribing, and the e-mail confirmation. */
export const accountPages = {
  loginPage: {
    title: "Iniciar sesión",
    description: "Entra en tu cuenta de IKY Yoga para acceder a la plataforma de clases.",
    already: "Ya has iniciado sesión.",
    alreadyAs: tpl("Ya has iniciado sesión como {user}."),
    backToEvent: "Volver al evento",
    backToPage: "Volver a la página anterior",
    platform: "Ir a la plataforma",
    nextEvent: "Entra con tu cuenta y volverás al evento para completar tu inscripción.",
    nextPage: "Entra con tu cuenta y volverás a la página en la que estabas.",
  },
  subscriptionLogin: {
    title: "Inicia sesión para inscribirte",
    description: "Entra en tu cuenta de IKY Yoga para inscribirte en un plan.",
    aside: "Tu práctica, a tu ritmo, cada mes.",
    chosenBefore: "Has elegido el plan ",
    chosenFallback: "seleccionado",
    chosenAfter: ". Entra con tu cuenta y volverás a él para completar la inscripción.",
    noPlan: "Entra con tu cuenta y volverás a los planes para completar la inscripción.",
  },
  confirm: {
    title: "Confirmación de cuenta",
    description: "Confirma tu cuenta de IKY Yoga.",
    idle: "Abre el enlace del correo que te enviamos al registrarte para confirmar tu cuenta.",
    loadingTitle: "Confirmando tu cuenta",
    loading: "Un momento, por favor.",
    okTitle: "Cuenta confirmada",
    login: "Iniciar sesión",
    errorTitle: "No se pudo confirmar la cuenta",
    home: "Volver al inicio",
    support: "Escribir a soporte",
    errorText: "El enlace puede haber caducado o ya se usó. Escríbenos y te ayudamos.",
  },
};
