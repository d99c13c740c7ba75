import * as React from "react";
import * as styles from "./Mandala.module.css";
import { useMessages } from "../../i18n/LocaleContext";

/** The five elements, in a class's order; their words: `widgets.mandala`. */
const ELEMENTOS = [
  { id: "tierra", sanskrit: "Prithvi", tone: "earth" },
  { id: "agua", sanskrit: "Jala", tone: "water" },
  { id: "fuego", sanskrit: "Agni", tone: "fire" },
  { id: "aire", sanskrit: "Vayu", tone: "air" },
  { id: "eter", sanskrit: "Akasha", tone: "ether" },
] as const;

/** Five elements around a centre that explains the one pointed, focused or tapped. */
export function Mandala() {
  const t = useMessages().widgets.mandala;
  const [active, setActive] = React.useState<string | null>(null);
  const found = ELEMENTOS.find((e) => e.id === active);
  const elemento = found ? { ...found, ...t.elements[found.id] } : null;
  const panelId = React.useId();

  return (
    <div className={styles.mandala}>
      <ul className={styles.ring} aria-label={t.title}>
        {ELEMENTOS.map((e, i) => (
          <li
            key={e.id}
            className={styles.slot}
            // The slot's place and the element's colours (solid for the ring, light for the sphere).
            style={
              {
                "--i": i,
                "--tone": `var(--color-${e.tone})`,
                "--tone-light": `var(--color-${e.tone}-light)`,
              } as React.CSSProperties
            }
          >
            <button
              type="button"
              className={styles.element}
              aria-pressed={active === e.id}
              aria-controls={panelId}
              onMouseEnter={() => setActive(e.id)}
              onFocus={() => setActive(e.id)}
              onClick={() => setActive(e.id)}
            >
              <span className={styles.symbol} aria-hidden="true" />
              <span className={styles.elementName}>{t.elements[e.id].name}</span>
            </button>
          </li>
        ))}
      </ul>
      <div id={panelId} className={styles.centre} aria-live="polite">
        <div className={styles.explanation} key={elemento?.id}>
          {elemento && <p className={styles.sanskrit}>{elemento.sanskrit}</p>}
          <h3>{elemento?.name ?? t.title}</h3>
          {elemento && <p className={styles.quality}>{elemento.quality}</p>}
          <p className={styles.practice}>{elemento?.practice ?? t.hint}</p>
        </div>
      </div>
    </div>
  );
}
