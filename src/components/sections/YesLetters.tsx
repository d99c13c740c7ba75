import * as React from "react";
import { graphql } from "gatsby";
import * as styles from "./YesLetters.module.css";
import { useLocale, useMessages } from "../../i18n/LocaleContext";
import { fill } from "../../i18n/message";

/** The YES programme (docs/product.md §1): 7 days of yoga, Spanish and salsa in Cali, from programa-yes.yaml. */
export const yesProgrammeContent = graphql`
  fragment YesProgrammeContent on YesProgrammeYaml {
    title
    duration
    letters {
      letter
      name
      summary
      facts
    }
  }
`;

/** Each letter opens its panel on hover, focus or tap; closing it gives focus back. */
export function YesLetters({ content }: { content: Queries.YesProgrammeContentFragment }) {
  const items = content.letters;
  const t = useMessages().widgets;
  const [open, setOpen] = React.useState<number | null>(null);
  const letters = React.useRef<(HTMLButtonElement | null)[]>([]);
  const panelId = React.useId();
  const current = open === null ? null : items[open];
  // "Yoga, Español y Salsa"; the site's English (en-GB) puts no comma before "and" either.
  const names = new Intl.ListFormat(useLocale().intl).format(items.map((item) => item.name));

  // Focus goes back first: the letter's onFocus reopens the panel, and the update after it wins.
  const close = () => {
    if (open !== null) letters.current[open]?.focus();
    setOpen(null);
  };

  const onEscape = (event: React.KeyboardEvent) => {
    if (event.key === "Escape" && open !== null) close();
  };

  return (
    <div className={styles.yes}>
      <p className={styles.intro}>
        <strong>{content.title}</strong>
        {` · ${content.duration}`}
      </p>
      <ul className={styles.letters} aria-label={`${content.title}: ${names}`}>
        {items.map((item, i) => (
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
              onFocus={() => setOpen(i)}
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
          <div
            className={styles.panel}
            role="group"
            aria-label={fill(t.detail, { name: current.name })}
          >
            <div className={styles.panelHead}>
              <h3 className={styles.panelTitle}>
                <span aria-hidden="true">{current.letter} · </span>
                {current.name}
              </h3>
              <button
                type="button"
                className={styles.close}
                aria-label={fill(t.closeDetail, { name: current.name })}
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
