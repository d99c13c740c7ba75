import * as React from "react";
import * as styles from "./YesLetters.module.css";

interface Letra {
  letter: string;
  name: string;
  summary: string;
  facts: readonly string[];
}

/** The YES programme (spec §1): 7 days of yoga, Spanish and salsa in Cali. */
export const YES: readonly Letra[] = [
  {
    letter: "Y",
    name: "Yoga",
    summary: "Una sesión diaria de unos 90 minutos, cada día un estilo.",
    facts: [
      "3 sesiones de IKY Yoga",
      "1 sesión de Ishka Vraja",
      "1 sesión de Power Yoga",
      "1 sesión de Flow",
      "1 sesión de yoga chamánico",
      "1 sesión de Kankueb",
    ],
  },
  {
    letter: "E",
    name: "Español",
    summary: "8 sesiones de 60 minutos con profesores nativos, para todos los niveles.",
    facts: [
      "Conversación para la vida diaria en Cali",
      "Grupos pequeños según tu nivel",
      "Vocabulario del yoga y de la danza",
    ],
  },
  {
    letter: "S",
    name: "Salsa",
    summary: "9 clases de al menos 60 minutos en la capital mundial de la salsa.",
    facts: [
      "Pasos básicos y vueltas del estilo caleño",
      "Baile en pareja y en rueda",
      "Una salida a bailar con el grupo",
    ],
  },
];

/**
 * The letters Y, E, S: each opens its detail panel on hover, on keyboard focus or on a tap;
 * the panel closes with its button or Escape, and focus goes back to the letter.
 */
export function YesLetters() {
  const [open, setOpen] = React.useState<number | null>(null);
  const letters = React.useRef<(HTMLButtonElement | null)[]>([]);
  // Focus returning from the close button must not reopen the panel it just closed.
  const returning = React.useRef(false);
  const panelId = React.useId();
  const current = open === null ? null : YES[open];

  const close = () => {
    const index = open;
    setOpen(null);
    if (index !== null) {
      returning.current = true;
      letters.current[index]?.focus();
      returning.current = false;
    }
  };

  const onEscape = (event: React.KeyboardEvent) => {
    if (event.key === "Escape" && open !== null) close();
  };

  return (
    <div className={styles.yes}>
      <p className={styles.intro}>
        <strong>Programa YES</strong> · 7 días en Cali
      </p>
      <ul className={styles.letters} aria-label="Programa YES: Yoga, Español y Salsa">
        {YES.map((item, i) => (
          <li key={item.letter}>
            <button
              ref={(node) => {
                letters.current[i] = node;
              }}
              type="button"
              className={styles.letter}
              aria-expanded={open === i}
              aria-controls={panelId}
              onMouseEnter={() => setOpen(i)}
              onFocus={() => {
                if (!returning.current) setOpen(i);
              }}
              onClick={() => setOpen(i)}
              onKeyDown={onEscape}
            >
              <span className={styles.glyph} aria-hidden="true">
                {item.letter}
              </span>
              <span className={styles.word}>{item.name}</span>
            </button>
          </li>
        ))}
      </ul>
      <div id={panelId} className={styles.panelSlot}>
        {current && (
          <div className={styles.panel} role="group" aria-label={`Detalle: ${current.name}`}>
            <div className={styles.panelHead}>
              <h3 className={styles.panelTitle}>
                <span aria-hidden="true">{current.letter} · </span>
                {current.name}
              </h3>
              <button
                type="button"
                className={styles.close}
                aria-label={`Cerrar el detalle de ${current.name}`}
                onClick={close}
                onKeyDown={onEscape}
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>
            <p className={styles.summary}>{current.summary}</p>
            <ul className={styles.facts}>
              {current.facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}
