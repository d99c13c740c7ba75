/** The five categories of the future video library (docs/product.md §1: a placeholder for now). */
export interface VideoCategory {
  id: string;
  name: string;
  text: string;
  tone: "accent" | "sage" | "ochre" | "night" | "sand";
}

export const VIDEO_CATEGORIES: readonly VideoCategory[] = [
  {
    id: "yoga",
    name: "Yoga",
    text: "Secuencias del Sistema IKY para todos los niveles, de 20 a 90 minutos.",
    tone: "accent",
  },
  {
    id: "meditacion",
    name: "Meditación",
    text: "Respiración, silencio y meditaciones guiadas para empezar o cerrar el día.",
    tone: "night",
  },
  {
    id: "ikynesis",
    name: "IKYnesis",
    text: "Lecciones de movimiento consciente en el suelo para soltar la espalda y las caderas.",
    tone: "sage",
  },
  {
    id: "kankueb",
    name: "Danza kankueb",
    text: "La danza maya de los cuatro rumbos, paso a paso y en ceremonia.",
    tone: "ochre",
  },
  {
    id: "salsa",
    name: "Salsa caleña",
    text: "Los pasos básicos y las figuras de la salsa de Cali, como en el programa YES.",
    tone: "sand",
  },
];
