import * as React from "react";
import { graphql } from "gatsby";
import * as styles from "./ContentAccordion.module.css";

/** The accordions whose entries editors write, each a YAML file in content/sections/<page>/. */
export const accordionContent = graphql`
  fragment AccordionContent on AccordionYaml {
    label
    items {
      meta
      title
      body
    }
  }
`;

/** A disclosure list where one item is open at a time; a second click closes it. */
export function ContentAccordion({ content }: { content: Queries.AccordionContentFragment }) {
  const [open, setOpen] = React.useState<number | null>(null);
  const baseId = React.useId();

  return (
    <div className={styles.accordion} role="group" aria-label={content.label}>
      {content.items.map((item, i) => {
        const expanded = open === i;
        const buttonId = `${baseId}-b${i}`;
        const panelId = `${baseId}-p${i}`;
        return (
          <div key={item.title} className={styles.item} data-open={expanded || undefined}>
            <h3 className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : i)}
              >
                {item.meta && <span className={styles.meta}>{item.meta}</span>}
                <span className={styles.title}>{item.title}</span>
                <span className={styles.icon} aria-hidden="true" />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles.panel}
              hidden={!expanded}
            >
              {item.body.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
