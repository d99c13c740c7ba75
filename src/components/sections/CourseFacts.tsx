import * as React from "react";
import * as styles from "./CourseFacts.module.css";

/** The course facts of spec §1 for /yoga's training section. */
const FACTS = [
  {
    value: "21",
    unit: "días",
    label: "Instructorado",
    text: "Formación intensiva para guiar clases de yoga IKY.",
  },
  {
    value: "6",
    unit: "meses",
    label: "Profesorado",
    text: "Formación completa: anatomía, filosofía, didáctica y prácticas.",
  },
  {
    value: "3",
    unit: "meses",
    label: "Clases incluidas",
    text: "Acceso a las clases de la escuela al terminar la formación.",
  },
] as const;

export function CourseFacts() {
  return (
    <ul className={styles.facts} aria-label="Datos de las formaciones">
      {FACTS.map((fact) => (
        <li key={fact.label} className={styles.fact}>
          <p className={styles.value}>
            {fact.value} <span className={styles.unit}>{fact.unit}</span>
          </p>
          <h3 className={styles.label}>{fact.label}</h3>
          <p className={styles.text}>{fact.text}</p>
        </li>
      ))}
    </ul>
  );
}
