import { fallback } from "./events-fallback";
import { plural, tpl } from "./message";

/** The Spanish catalog: its shape types every catalog (types.ts), so a missing key fails tsc. */
const es = {
  /** The frame of every page: header, menu, footer, skip link, 404, carousels. */
  layout: {
    /** The language switch: the name of the other language, in that language. */
    otherLanguage: "English",
    skipToContent: "Saltar al contenido",
    profileButton: {
      unread: plural(
        "Mi cuenta (1 notificaciones sin leer)",
        "Mi cuenta ({n} notificaciones sin leer)",
      ),
      loggedOut: "Mi cuenta: iniciar sesión o registrarse",
    },
    /** The main navigation of docs/product.md §2: each key a route, in the menu's order. */
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
    carousel: "carrusel",
    pauseCarousel: "Pausar el carrusel",
    resumeCarousel: "Reanudar el carrusel",
    /** The 404 and every "not found" dead end. */
    notFoundTitle: "Página no encontrada",
    notFoundDescription: "Esta página no existe en IKY Yoga.",
    notFoundText: "Lo que buscas no está aquí. Quizás se movió, o el enlace tenía un error.",
    backHome: "Volver al inicio",
    seeEvents: "Ver los eventos",
  },
  events: {
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
    inquiry: tpl("Hola, me gustaría saber más sobre el evento «{title}». {url}"),
    inquiryWhen: tpl("Hola, me gustaría saber más sobre el evento «{title}» ({when}). {url}"),
    inquirySubject: tpl("Consulta sobre «{title}»"),
    share: "Compartir",
    copied: "Enlace copiado. Ya puedes pegarlo donde quieras.",
    copyByHand: "No pudimos copiar el enlace; cópialo desde aquí:",
    addToCalendar: "Añadir al calendario",
    icsFile: "Archivo .ics",
    subscribe: "Suscribirse",
    downloadIcs: "Descargar .ics",
    icsError: "No se pudo crear el archivo del calendario. Inténtalo de nuevo.",
    /** The client-only event page and the /event/<id>/ alias. */
    loadingDescription: "Cargando el evento.",
    notFoundTitle: "Evento no encontrado",
    notFoundText: tpl(
      "No encontramos ningún evento con el número «{id}». Puede que se haya cancelado o que el enlace no sea correcto.",
    ),
    loadErrorTitle: "No se pudo cargar el evento",
    loadErrorText:
      "El servidor de la escuela no responde. Comprueba tu conexión e inténtalo de nuevo.",
    redirecting: "Te llevamos a la página del evento.",
    aliasText: "Este evento está en",
    aliasLink: "su página de eventos",
  },
  eventList: {
    listTitle: "Eventos",
    listDescription:
      "Instructorados, profesorados, retiros, talleres y clases especiales de IKY Yoga en Cali y en línea.",
    listKicker: "Agenda",
    listLead:
      "Formaciones, retiros y talleres en el centro Ishka de Cali y en línea. Cada tarjeta muestra el tiempo que falta para empezar.",
    upcomingHeading: "Próximos eventos y en curso",
    noEvents: "No hay eventos programados por ahora. Vuelve pronto.",
    feedTitle: "Los eventos en tu calendario",
    feedText:
      "Suscríbete y tu calendario mostrará cada nuevo evento de la escuela, actualizado solo.",
    pastHeading: "Eventos pasados",
  },
  sections: {
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
    frameNote:
      "¿No se ve el contenido? Algunos sitios no permiten mostrarse dentro de otra página.",
    frameOpen: "Ábrelo en una pestaña nueva",
    sectionMenu: "Secciones de la página",
    scrollTop: "Volver arriba",
    yogaIntro: "¿Qué es el yoga? Empieza por la definición",
  },
  widgets: {
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
  },
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
  home: {
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
  },
  timetable: {
    label: "Clases de la semana",
    until: " a ",
    /** Other languages' names of src/lib/timetable.ts's days and classes; Spanish shows those. */
    days: {} as Record<string, string>,
    classes: {} as Record<string, string>,
  },
  auth: {
    /** Under a form's submit before the page's script has run (SubmitButton in AccountForm.tsx). */
    scriptPending:
      "El botón se activa al terminar de cargar la página, con JavaScript. Si no se activa, recarga la página. No se ha enviado nada.",
    validation: {
      mismatch: "Las contraseñas no coinciden.",
      short: "La contraseña debe tener al menos 8 caracteres.",
      required: "Este campo es obligatorio.",
      consent:
        "Marca la casilla para continuar: sin tu autorización no podemos tratar tus datos personales.",
    },
    login: {
      credentials: "Correo o contraseña incorrectos.",
      network:
        "No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo en unos minutos.",
    },
    page: {
      aside: "Un lugar para volver al cuerpo, a la respiración y a la calma.",
      sign: "IKY Yoga · Cali",
      close: "Cerrar y volver al inicio",
    },
    policy: {
      link: "Política de tratamiento de datos",
      authorise: "Autorizo el tratamiento de mis datos personales según la ",
      hint: tpl(
        "{school} tratará tus datos para {purpose}. Puedes conocerlos, actualizarlos, rectificarlos o suprimirlos, y revocar esta autorización, escribiendo a ",
      ),
    },
    fields: {
      nom: "Nombre",
      prenom: "Apellido",
      user: "Nombre de usuario",
      password: "Contraseña",
      confirmPassword: "Confirmar contraseña",
      naissance: "Fecha de nacimiento",
      ubicacionDada: "Dirección postal",
    },
    loginForm: {
      lead: "Para estudiantes y profesores: entra con el correo y la contraseña de tu cuenta.",
      remember: "Mantenerme conectado",
      forgotLink: "¿Olvidaste tu contraseña?",
      busy: "Entrando…",
      noAccount: "¿Todavía no tienes cuenta?",
      signup: "Regístrate",
      signupRest: " y empieza a practicar con nosotros.",
      privacy: "Cómo tratamos tus datos: ",
      forgotTitle: "Recuperar contraseña",
      forgotLead:
        "Escribe el correo de tu cuenta y te enviaremos un enlace para crear una contraseña nueva.",
      forgotSent: tpl(
        "Se ha enviado un correo electrónico de recuperación de contraseña a {email}",
      ),
      forgotBusy: "Enviando…",
      forgotSubmit: "Enviar",
      back: "Volver a Iniciar sesión",
      forgotPrivacy: "Usamos tu correo solo para enviarte el enlace. ",
    },
    signup: {
      kicker: "Cuenta de estudiante",
      lead: "Regístrate para inscribirte en los planes y acceder a la plataforma de clases.",
      purpose:
        "crear y gestionar tu cuenta, tus inscripciones y tus pagos, y escribirte sobre ellos",
      refused: "El servidor no aceptó el registro. Inténtalo de nuevo.",
      /** A 409 on a page whose language is not the API's (Spanish pages show the API's reason). */
      taken: "Ya existe una cuenta con ese correo.",
      serverSaid: "Respuesta del servidor: ",
      network: "No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.",
      failureTitle: "No se pudo completar el registro.",
      busy: "Creando la cuenta…",
      submit: "Crear cuenta",
      teacherQuestion: "¿Eres profesor o profesora? ",
      teacherLink: "Regístrate como profesor",
      loginQuestion: "¿Ya tienes cuenta? ",
      loginLink: "Inicia sesión",
      doneTitle: "¡Registro completado!",
      closeMessage: "Cerrar el mensaje",
      sentBefore: "Te hemos enviado un correo de confirmación a ",
      sentAfter: ". Ábrelo y sigue el enlace para activar tu cuenta.",
    },
    teacher: {
      okTitle: "¡Registro exitoso!",
      okText:
        "Tu solicitud será revisada por la escuela. Te avisaremos por correo cuando tu cuenta de profesor sea aprobada.",
      errorTitle: "Error en el registro",
      errorText:
        "Ha ocurrido un error al procesar su registro. Por favor, intente nuevamente o contacte al administrador.",
      kicker: "Cuenta de profesor",
      lead: "Para profesores formados en IKY Yoga. Necesitas el código de inscripción que te dio la escuela; revisaremos tu solicitud antes de activar la cuenta. Todos los campos son obligatorios.",
      passwordHint: tpl("Al menos {min} caracteres."),
      code: "Código de inscripción",
      codeHint: "Por ejemplo: IKY-PROF-2026",
      purpose: "revisar tu solicitud y crear y gestionar tu cuenta de profesor",
      busy: "Enviando la solicitud…",
      submit: "Enviar solicitud",
      studentQuestion: "¿Eres estudiante? ",
      studentLink: "Crea una cuenta de estudiante",
      reason: "Motivo: ",
      back: "Volver al formulario",
    },
    signupPage: {
      title: "Crear una cuenta",
      description:
        "Crea tu cuenta de estudiante de IKY Yoga para inscribirte en los planes y acceder a la plataforma.",
      aside: "Cada práctica empieza con un primer paso: llegar.",
    },
    teacherPage: {
      title: "Registro de profesores",
      description:
        "Registro de profesores formados en IKY Yoga con el código de inscripción de la escuela.",
      aside: "Enseñar es seguir aprendiendo, ahora con otros.",
    },
  },
  accountPages: {
    loginPage: {
      title: "Iniciar sesión",
      description: "Entra en tu cuenta de IKY Yoga para acceder a la plataforma de clases.",
      already: "Ya has iniciado sesión.",
      alreadyAs: tpl("Ya has iniciado sesión como {user}."),
      backToEvent: "Volver al evento",
      backToPage: "Volver a la página anterior",
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
      errorTitle: "No se pudo confirmar la cuenta",
      support: "Escribir a soporte",
      errorText: "El enlace puede haber caducado o ya se usó. Escríbenos y te ayudamos.",
    },
  },
  account: {
    title: "Mi cuenta",
    closePanel: "Cerrar panel",
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
    nextCourse: plural(
      "Tu próximo curso empieza en 1 hora",
      "Tu próximo curso empieza en {n} horas",
    ),
    nextCourseDays: tpl("Tu próximo curso empieza en {n} horas (unos {days} días)"),
    platform: "Ir a la plataforma",
    logout: "Cerrar sesión",
  },
  checkout: {
    subscription: {
      /** Before the plan's name, in the dialog's title. */
      titlePrefix: "Inscribirse: ",
      lead: "Elige cómo quieres practicar. Te llevaremos a la página de pago segura de Stripe; el cobro es mensual y puedes cancelarlo cuando quieras.",
      ikynesisTitle: "¿Qué es IKYnesis?",
      ikynesisText:
        "IKYnesis es el método de movimiento consciente de IKY Yoga. Inspirado en el Método Feldenkrais, usa movimientos lentos y suaves para reeducar la postura, liberar tensiones y devolver al cuerpo su movilidad natural. Añadido a tu plan, complementa la práctica de yoga con sesiones de integración somática.",
      termsBefore: "Al inscribirte aceptas los ",
      termsMiddle:
        " —cobro mensual en euros, el suplemento IKYnesis, la cancelación y la plataforma de clases— y la ",
      termsAfter: ".",
      withIkynesis: " + IKYnesis",
      preparing: "Preparando el pago…",
      ikynesisLabel: "Inscribirse al plan + IKYnesis",
      ikynesisNote: "Tu plan y las sesiones del método IKYnesis.",
      normalLabel: "Inscribirse al plan normal",
      normalNote: "Solo el plan elegido.",
    },
    messages: {
      noSession:
        "Este enlace no trae los datos del pago, así que no hay nada que confirmar. Si pagaste, revisa tu correo o escríbenos.",
      noUrl: "No se pudo generar el enlace de pago. Intenta de nuevo.",
      stripe: "Error al conectar con Stripe. Intenta de nuevo.",
      notConfirmed: "No se pudo confirmar la suscripción. Intenta de nuevo o contacta soporte.",
      network: "Error al conectar con el servidor. Intenta de nuevo.",
    },
    payment: {
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
      errorTitle: "No pudimos confirmar tu suscripción",
      plans: "Volver a los planes",
    },
  },
  plans: {
    fallbackName: "Plan",
    perMonth: " / mes",
    free: "Gratis",
    subscribe: "Inscribirse",
  },
  registry: {
    fields: {
      nombre: { label: "Nombre y apellido", hint: "", placeholder: "p. ej. Lucía Restrepo" },
      lugar: { label: "Lugar", hint: "Ciudad o país", placeholder: "p. ej. Cali o México" },
      codigo: {
        label: "Código de certificación",
        hint: "",
        placeholder: "p. ej. IKY-0101-150309-01",
      },
    },
    searchLabel: "Buscar en el registro de profesores",
    byCountry: "Profesores por país",
    searching: "Buscando en el registro completo…",
    noResults: "No se encontraron profesores con los criterios de búsqueda.",
    matches: plural(
      "1 profesor coincide con la búsqueda.",
      "{n} profesores coinciden con la búsqueda.",
    ),
    total: plural("1 profesor graduado.", "{n} profesores graduados."),
    /** The total when the teachers live in more than one country. */
    totalIn: plural(
      "1 profesor graduado en {countries} países.",
      "{n} profesores graduados en {countries} países.",
    ),
    clear: "Borrar la búsqueda",
    loadError:
      "No se pudo cargar el registro completo: la búsqueda y el mapa solo incluyen a los primeros profesores. Revisa tu conexión.",
    mapTitle: "Mapa de profesores",
    mapLabel: "Mapa de los profesores del registro",
    onMap: plural("1 profesor en el mapa.", "{n} profesores en el mapa."),
    onlyInList: "Quien no indica su ubicación exacta aparece solo en la lista.",
    noName: "Sin nombre",
    noTitle: "Sin título",
    noAddress: "Sin dirección",
    noPlace: "Ubicación no especificada",
    table: {
      caption: "Profesores graduados del registro: nombre, título, lugar y código de certificación",
      name: "Nombre",
      title: "Título",
      place: "Lugar",
      code: "Código",
      loadingRest: "Cargando el resto del registro…",
      less: "Mostrar menos",
      more: plural("Mostrar 1 profesor más", "Mostrar {n} profesores más"),
    },
    record: {
      photo: tpl("Foto de {name}"),
      loading: "Cargando la ficha…",
      error: "No se pudo cargar la ficha completa de este profesor.",
      address: "Dirección",
      training: "Formación",
      diploma: tpl("Diploma de {name}"),
    },
    certification: {
      title: "Certificación",
      order: "Orden del día",
      /** By the language's ordinal plural category (Intl.PluralRules, `type: "ordinal"`). */
      ordinal: { one: tpl("{n}.º"), two: tpl("{n}.º"), few: tpl("{n}.º"), other: tpl("{n}.º") },
      unreadable: "No se pudo interpretar este código. ",
      noCode: "Sin código de certificación.",
      format:
        "El código no tiene el formato esperado: prefijo, tipo de formación (4 cifras), fecha DDMMAA y número de orden (2 cifras).",
      unknownType: tpl("el tipo de formación {tipo} no existe"),
      badDate: tpl("la fecha {date} no es una fecha válida (DDMMAA)"),
      badOrder: "el número de orden debe empezar en 01",
    },
  },
  map: {
    loading: "Cargando el mapa…",
    unavailable: "No se pudo cargar el mapa. Revisa tu conexión e inténtalo más tarde.",
    tilesFailed:
      "Los mapas no están disponibles en este momento: no se pudieron cargar las teselas.",
    cluster: plural("1 profesores en esta zona", "{n} profesores en esta zona"),
    /** The heading of a cluster's list when its teachers share one spot. */
    clusterListSameSpot: plural(
      "1 profesores en el mismo lugar",
      "{n} profesores en el mismo lugar",
    ),
    zoomIn: "Acercar el mapa",
    closeList: "Cerrar la lista",
    centreMap: "Mapa del centro Ishka en Cali",
  },
  consent: {
    title: "Cookies de analítica",
    text1:
      "Solo con tu permiso contamos las páginas visitadas (Google Analytics), nunca tus datos de cuenta ni de pago.",
    text2: "Cámbialo cuando quieras en «Preferencias de cookies», al pie de la página. ",
    policy: "Política de datos",
    granted: "Ahora mismo la analítica está aceptada.",
    denied: "Ahora mismo la analítica está rechazada.",
    reject: "Rechazar",
    accept: "Aceptar",
  },
  videos: {
    title: "Vídeos",
    description:
      "La videoteca de IKY Yoga: yoga, meditación, IKYnesis, danza kankueb y salsa caleña para practicar desde casa. Muy pronto.",
    kicker: "Videoteca · Muy pronto",
    heading: "Practica con nosotros desde casa",
    lead: "Estamos grabando las clases del centro para que puedas seguirlas a tu ritmo, estés donde estés. Estas son las cinco colecciones con las que abriremos la videoteca.",
    soon: "Próximamente",
    meanwhile: "Mientras tanto",
    meanwhileText:
      "Las clases en vivo por videollamada ya están abiertas en el plan Premium en línea, y cada semana hay meditaciones abiertas en la agenda.",
    events: "Ver la agenda de eventos",
    categories: {
      yoga: {
        name: "Yoga",
        text: "Secuencias del Sistema IKY para todos los niveles, de 20 a 90 minutos.",
      },
      meditacion: {
        name: "Meditación",
        text: "Respiración, silencio y meditaciones guiadas para empezar o cerrar el día.",
      },
      ikynesis: {
        name: "IKYnesis",
        text: "Lecciones de movimiento consciente en el suelo para soltar la espalda y las caderas.",
      },
      kankueb: {
        name: "Danza kankueb",
        text: "La danza maya de los cuatro rumbos, paso a paso y en ceremonia.",
      },
      salsa: {
        name: "Salsa caleña",
        text: "Los pasos básicos y las figuras de la salsa de Cali, como en el programa YES.",
      },
    },
  },
  ui: {
    close: "Cerrar",
    loading: "Cargando…",
    retry: "Reintentar",
    newTab: " (se abre en una pestaña nueva)",
    field: {
      email: "Correo electrónico",
      /** `label` in lower case: 'Mostrar contraseña'. */
      show: tpl("Mostrar {label}"),
      hide: "Ocultar",
      reveal: "Ver",
    },
  },
};

export default es;
