/** The /videos/ page: the announced video library and its five collections. */
export const videos = {
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
  plans: "Ver los planes",
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
};
