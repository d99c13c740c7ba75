import { tpl } from "../message";
/** The account forms (login, sign-up, teacher registration) and their pages. */
export const auth = {
  /** Under a form's submit before the page's script has run (SubmitButton.tsx). */
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
    title: "Iniciar sesión",
    lead: "Para estudiantes y profesores: entra con el correo y la contraseña de tu cuenta.",
    remember: "Mantenerme conectado",
    forgotLink: "¿Olvidaste tu contraseña?",
    busy: "Entrando…",
    submit: "Iniciar sesión",
    noAccount: "¿Todavía no tienes cuenta?",
    signup: "Regístrate",
    signupRest: " y empieza a practicar con nosotros.",
    privacy: "Cómo tratamos tus datos: ",
    forgotTitle: "Recuperar contraseña",
    forgotLead:
      "Escribe el correo de tu cuenta y te enviaremos un enlace para crear una contraseña nueva.",
    forgotSent: tpl("Se ha enviado un correo electrónico de recuperación de contraseña a {email}"),
    forgotBusy: "Enviando…",
    forgotSubmit: "Enviar",
    back: "Volver a Iniciar sesión",
    forgotPrivacy: "Usamos tu correo solo para enviarte el enlace. ",
  },
  signup: {
    kicker: "Cuenta de estudiante",
    title: "Crear una cuenta",
    lead: "Regístrate para inscribirte en los planes y acceder a la plataforma de clases.",
    purpose: "crear y gestionar tu cuenta, tus inscripciones y tus pagos, y escribirte sobre ellos",
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
    close: "Cerrar",
  },
  teacher: {
    okTitle: "¡Registro exitoso!",
    okText:
      "Tu solicitud será revisada por la escuela. Te avisaremos por correo cuando tu cuenta de profesor sea aprobada.",
    errorTitle: "Error en el registro",
    errorText:
      "Ha ocurrido un error al procesar su registro. Por favor, intente nuevamente o contacte al administrador.",
    kicker: "Cuenta de profesor",
    title: "Registro de profesores",
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
    close: "Cerrar",
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
};
