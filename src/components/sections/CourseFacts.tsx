import * as React from "react";
import { graphql } from "gatsby";
import * as styles from "./CourseFacts.module.css";
import { useMessages } from "../../i18n/LocaleContext";

/** The course facts of docs/product.md §1 for /yoga's training section, from datos-de-formacion.yaml. */
export const courseFactsContent = graphql`
  fragment CourseFactsContent on CourseFactsYaml {
    facts {
      value
      unit
      label
      text
    }
  }
`;

export function CourseFacts({ content }: { content: Queries.CourseFactsContentFragment }) {
  const t = useMessages().widgets;
  return (
    <ul className={styles.facts} aria-label={t.courseFacts}>
      {content.facts.map((fact) => (
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
