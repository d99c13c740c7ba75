/** The subscription modal, the card payment modal and the subscription pages. */
export const checkout = {
  subscription: {
    /** Before the plan's name, in the dialog's title. */
    titlePrefix: "Inscribirse: ",
    lead: "Elige cómo quieres practicar. Te llevaremos a la página de pago segura de Stripe; el cobro es mensual y puedes cancelarlo cuando quieras.",
    ikynesisTitle: "¿Qué es IKYnesis?",
    ikynesisText:
      "IKYnesis es el método de movimiento consciente de IKY Yoga. Inspirado en el Método Feldenkrais, usa movimientos lentos y suaves para reeducar la postura, liberar tensiones y devolver al cuerpo su movilidad natural. Añadido a tu plan, complementa la práctica de yoga con sesiones de integración somática.",
    termsBefore: "Al inscribirte aceptas los ",
    termsLink: "Términos de la suscripción",
    termsMiddle:
      " —cobro mensual en euros, el suplemento IKYnesis, la cancelación y la plataforma de clases— y la ",
    privacyLink: "Política de tratamiento de datos",
    termsAfter: ".",
    withIkynesis: " + IKYnesis",
    preparing: "Preparando el pago…",
    ikynesisLabel: "Inscribirse al plan + IKYnesis",
    ikynesisNote: "Tu plan y las sesiones del método IKYnesis.",
    normalLabel: "Inscribirse al plan normal",
    normalNote: "Solo el plan elegido.",
  },
  /** lib/subscription.ts: what the subscription flow says when it cannot go on. */
  messages: {
    noSession:
      "Este enlace no trae los datos del pago, así que no hay nada que confirmar. Si pagaste, revisa tu correo o escríbenos.",
    noUrl: "No se pudo generar el enlace de pago. Intenta de nuevo.",
    stripe: "Error al conectar con Stripe. Intenta de nuevo.",
    notConfirmed: "No se pudo confirmar la suscripción. Intenta de nuevo o contacta soporte.",
    network: "Error al conectar con el servidor. Intenta de nuevo.",
  },
  payment: {
    title: "Pago con tarjeta",
    confirmTitle: "¿Cancelar el pago?",
    closeLabel: "Cancelar el pago",
    cardNumber: "Número de tarjeta",
    expiry: "Caducidad (MM/AA)",
    cvc: "CVV",
    status: {
      initial: "El pago seguro se prepara al abrir este formulario.",
      pending: "Conectando con Stripe, nuestro sistema de pago seguro…",
      resolved: "Conexión segura con Stripe lista.",
      rejected:
        "No se pudo cargar Stripe, nuestro sistema de pago seguro. Comprueba tu conexión o desactiva el bloqueador de contenido e inténtalo de nuevo.",
    },
    confirmText: "Si cancelas, no se hará ningún cargo y los datos de la tarjeta se borrarán.",
    no: "No, volver al pago",
    yes: "Sí, cancelar",
    retry: "Reintentar la conexión",
    note: "Este formulario no hace cargos: los planes se pagan en la página segura de Stripe; elige un plan y pulsa «Inscribirse». No se ha cobrado nada.",
    incomplete: "Completa el número, la caducidad y el CVV de la tarjeta.",
    cancel: "Cancelar",
    pay: "Pagar",
    secure:
      "Los tres campos de la tarjeta son de Stripe, en sus propios marcos: esta página nunca ve ni guarda los datos de tu tarjeta.",
  },
  paymentPage: {
    title: "Pago con tarjeta",
    description: "El formulario de tarjeta de IKY Yoga, con los campos seguros de Stripe.",
    kicker: "Pago seguro",
    cancelled: "Has cancelado el pago. No se ha hecho ningún cargo.",
    lead: "Los datos de la tarjeta se escriben en los campos de Stripe. Los planes se pagan en euros en la página segura de Stripe, al inscribirte en uno.",
    open: "Abrir el formulario de pago",
    plans: "Ver los planes",
  },
  success: {
    title: "Suscripción",
    description: "Confirmación de tu suscripción a un plan de IKY Yoga.",
    loadingTitle: "Confirmando tu suscripción",
    loading: "Un momento: estamos confirmando el pago con el servidor.",
    okTitle: "¡Bienvenido a IKY Yoga!",
    okText: "Tu suscripción se ha completado con éxito.",
    home: "Volver al inicio",
    platform: "Ir a la plataforma",
    errorTitle: "No pudimos confirmar tu suscripción",
    plans: "Volver a los planes",
    support: "Escribir a soporte",
  },
};
