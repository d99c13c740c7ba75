import * as React from "react";
import * as styles from "./RipeyCode.module.css";

/** The parts of a certification code (docs/product.md §3), on the sample IKY-0101-150309-01. */
const PARTS = [
  { value: "IKY", label: "Prefijo", text: "La escuela que certifica." },
  { value: "0101", label: "Tipo de formación", text: "Cuatro cifras: 0101 es Profesor de Yoga." },
  { value: "150309", label: "Fecha", text: "Día, mes y año: 15 de marzo de 2009." },
  { value: "01", label: "Orden", text: "El primer diploma de ese día." },
] as const;

const TYPES = [
  ["0100", "Diploma en Yoga"],
  ["0101", "Profesor de Yoga"],
  ["0102", "Instructor de Yoga"],
  ["0103", "Especialización en Yoga"],
  ["0202", "Profesor de Danza Kankueb"],
  ["0303", "Profesor de IKYnesis"],
] as const;

/** ripey/que-es-el-ripey: how to read a code, and the formation types. */
export function RipeyCode() {
  return (
    <div className={styles.ripey}>
      <figure className={styles.code}>
        <ol className={styles.parts} aria-label="Partes del código IKY-0101-150309-01">
          {PARTS.map((part) => (
            <li key={part.label} className={styles.part}>
              <span className={styles.value}>{part.value}</span>
              <span className={styles.label}>{part.label}</span>
              <span className={styles.text}>{part.text}</span>
            </li>
          ))}
        </ol>
        <figcaption className={styles.caption}>
          Registro de códigos desde <strong>2009</strong>
        </figcaption>
      </figure>
      <table className={styles.types}>
        <caption>Tipos de formación</caption>
        <thead>
          <tr>
            <th scope="col">Código</th>
            <th scope="col">Formación</th>
          </tr>
        </thead>
        <tbody>
          {TYPES.map(([code, name]) => (
            <tr key={code}>
              <td className={styles.typeCode}>{code}</td>
              <td>{name}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
