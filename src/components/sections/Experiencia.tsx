import * as React from "react";
import { Accordion, type AccordionItem } from "./Accordion";

/** about/experiencia: the milestones of the school. */
const ETAPAS: AccordionItem[] = [
  {
    meta: "Inicios",
    title: "Las primeras clases en Cali",
    body: (
      <p>
        Un grupo de ocho alumnas, dos mañanas por semana, en una sala prestada de San Fernando. De
        aquellas clases salieron las primeras secuencias del sistema IKY y la costumbre de terminar
        cada práctica con un círculo de palabra.
      </p>
    ),
  },
  {
    meta: "2009",
    title: "Primera promoción del profesorado y registro de códigos",
    body: (
      <p>
        Se gradúa la primera promoción del profesorado de 6 meses y se abre el registro de códigos
        de certificación, hoy el RIPEY: cada persona formada en la escuela tiene desde entonces un
        código único y verificable.
      </p>
    ),
  },
  {
    meta: "Retiros",
    title: "Retiros en el Pacífico y los Farallones",
    body: (
      <p>
        La escuela sale de la ciudad: retiros de una semana frente al océano Pacífico y en las
        montañas de los Farallones de Cali, con práctica diaria, silencio y comida de la huerta.
      </p>
    ),
  },
  {
    meta: "IKYnesis",
    title: "Nace el método de terapia del movimiento",
    body: (
      <p>
        Tras la formación en Feldenkrais, las clases de movimiento de los sábados se convierten en
        IKYnesis, con su propio profesorado y sus sesiones individuales de integración somática.
      </p>
    ),
  },
  {
    meta: "Ishka",
    title: "El centro y el eco-hotel",
    body: (
      <p>
        Abre el centro Ishka, con sus salas de práctica, el jardín de meditación y el eco-hotel
        Eco-Living, que recibe a quienes vienen de lejos a formarse o a descansar.
      </p>
    ),
  },
];

export function Experiencia() {
  return <Accordion items={ETAPAS} label="Etapas de la escuela" />;
}
