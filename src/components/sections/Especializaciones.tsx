import * as React from "react";
import { Accordion, type AccordionItem } from "./Accordion";

/** yoga/profundizaciones-y-especializaciones. */
const ESPECIALIZACIONES: AccordionItem[] = [
  {
    meta: "6 días",
    title: "Yoga prenatal y posparto",
    body: (
      <p>
        Cambios del cuerpo en cada trimestre, posturas seguras y contraindicadas, respiración para
        el parto, preparación del suelo pélvico y recuperación después del nacimiento.
      </p>
    ),
  },
  {
    meta: "4 días",
    title: "Yoga para la espalda",
    body: (
      <p>
        Anatomía funcional de la columna, hernias y lumbalgias, cómo adaptar las flexiones y las
        torsiones, y secuencias terapéuticas que combinan yoga e IKYnesis.
      </p>
    ),
  },
  {
    meta: "4 días",
    title: "Pranayama y meditación",
    body: (
      <p>
        Técnicas clásicas de respiración, cómo enseñarlas de manera progresiva y segura, y
        meditación guiada y en silencio, del yoga y del kankueb.
      </p>
    ),
  },
  {
    meta: "2 días",
    title: "Yoga para niñas y niños",
    body: (
      <p>
        Juegos, cuentos y posturas para distintas edades, manejo del grupo y relajación adaptada,
        para llevar el yoga a colegios y familias.
      </p>
    ),
  },
  {
    meta: "4 días",
    title: "Yoga restaurativo",
    body: (
      <p>
        Posturas sostenidas con apoyos, para el estrés, el insomnio y la recuperación de
        enfermedades: el arte de hacer menos para descansar de verdad.
      </p>
    ),
  },
];

export function Especializaciones() {
  return <Accordion items={ESPECIALIZACIONES} label="Especializaciones" />;
}
