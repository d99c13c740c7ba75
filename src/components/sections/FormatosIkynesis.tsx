import * as React from "react";
import { Accordion, type AccordionItem } from "./Accordion";

/** iky/cursos-retiros-y-talleres: the formats of IKYnesis. */
const FORMATOS: AccordionItem[] = [
  {
    meta: "Sábados",
    title: "Clase semanal de movimiento",
    body: (
      <p>
        Cada sábado de 11:00 a 13:00 en el centro Ishka. Abierta a cualquier persona, sin
        experiencia previa; se trabaja sobre todo en el suelo.
      </p>
    ),
  },
  {
    meta: "1 día",
    title: "Talleres temáticos",
    body: (
      <p>
        La pelvis y la marcha, los hombros y la respiración, los ojos y el cuello, el equilibrio: un
        tema por taller, con teoría sencilla y mucha práctica.
      </p>
    ),
  },
  {
    meta: "3–5 días",
    title: "Retiros de IKYnesis",
    body: (
      <p>
        Varias lecciones al día en el centro Ishka, caminatas y descanso, con alojamiento en el
        eco-hotel Eco-Living y alimentación vegetariana.
      </p>
    ),
  },
  {
    meta: "Formación",
    title: "Profesorado de IKYnesis",
    body: (
      <p>
        Para profesores de yoga, fisioterapeutas, entrenadores y bailarines. Se certifica con el
        código de tipo 0303 en el registro de la escuela.
      </p>
    ),
  },
];

export function FormatosIkynesis() {
  return <Accordion items={FORMATOS} label="Formatos de IKYnesis" />;
}
