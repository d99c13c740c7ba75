import * as React from "react";
import * as styles from "./Mandala.module.css";

interface Elemento {
  id: string;
  name: string;
  sanskrit: string;
  quality: string;
  practice: string;
}

/** The five elements of the IKY system, in the order of a class. */
export const ELEMENTOS: readonly Elemento[] = [
  {
    id: "tierra",
    name: "Tierra",
    sanskrit: "Prithvi",
    quality: "Estabilidad, raíz y confianza.",
    practice:
      "Posturas de pie y equilibrios lentos, los pies bien apoyados y la respiración baja, hacia el vientre. La tierra se trabaja al comenzar, para llegar y sentirse sostenido.",
  },
  {
    id: "agua",
    name: "Agua",
    sanskrit: "Jala",
    quality: "Fluidez, adaptación y sensibilidad.",
    practice:
      "Movimientos ondulantes de la columna y de la pelvis, secuencias enlazadas con la respiración y los giros en espiral del movimiento maya.",
  },
  {
    id: "fuego",
    name: "Fuego",
    sanskrit: "Agni",
    quality: "Energía, voluntad y transformación.",
    practice:
      "Saludos al sol, posturas de fuerza del abdomen y respiraciones activas que calientan el cuerpo y despiertan la atención.",
  },
  {
    id: "aire",
    name: "Aire",
    sanskrit: "Vayu",
    quality: "Expansión, ligereza y apertura.",
    practice:
      "Aperturas del pecho, extensiones y pranayama: la respiración amplia que abre espacio entre las costillas y calma el ritmo del corazón.",
  },
  {
    id: "eter",
    name: "Éter",
    sanskrit: "Akasha",
    quality: "Espacio, silencio y presencia.",
    practice:
      "La relajación final y la meditación kankueb: el momento de no hacer, en el que la práctica se asienta y la mente se aquieta.",
  },
];

/**
 * The element mandala of /yoga: five elements around a centre that explains the one under the
 * pointer or the keyboard focus (a click or tap keeps it). At 1000 px or less it becomes a
 * list beside the explanation.
 */
export function Mandala() {
  const [active, setActive] = React.useState<string | null>(null);
  const elemento = ELEMENTOS.find((e) => e.id === active);
  const panelId = React.useId();

  return (
    <div className={styles.mandala}>
      <ul className={styles.ring} aria-label="Los cinco elementos">
        {ELEMENTOS.map((e, i) => (
          <li key={e.id} className={styles.slot} data-slot={i}>
            <button
              type="button"
              className={`${styles.element} ${styles[e.id] ?? ""}`}
              aria-pressed={active === e.id}
              aria-controls={panelId}
              onMouseEnter={() => setActive(e.id)}
              onFocus={() => setActive(e.id)}
              onClick={() => setActive(e.id)}
            >
              <span className={styles.symbol} aria-hidden="true" />
              <span className={styles.elementName}>{e.name}</span>
            </button>
          </li>
        ))}
      </ul>
      <div id={panelId} className={styles.centre} aria-live="polite">
        {elemento ? (
          <div className={styles.explanation} key={elemento.id}>
            <p className={styles.sanskrit}>{elemento.sanskrit}</p>
            <h3 className={styles.centreTitle}>{elemento.name}</h3>
            <p className={styles.quality}>{elemento.quality}</p>
            <p className={styles.practice}>{elemento.practice}</p>
          </div>
        ) : (
          <div className={styles.explanation}>
            <h3 className={styles.centreTitle}>Los cinco elementos</h3>
            <p className={styles.practice}>
              Pasa el cursor o el foco por un elemento para leer cómo lo trabajamos.
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
