import * as React from "react";
import { graphql } from "gatsby";
import { useSchool } from "../../hooks/use-school";
import { fillSchoolFacts } from "../../lib/legal";
import * as styles from "./LegalPage.module.css";
import { Kicker } from "../ui/Text";

export const query = graphql`
  fragment LegalPageFields on MarkdownRemark {
    html
    frontmatter {
      name
    }
  }
`;

/**
 * A legal text from content/legal/ (the policy, the terms): the editors' markdown with the
 * school's facts filled in, set for reading.
 */
export function LegalPage({
  doc,
  kicker,
}: {
  doc: Queries.LegalPageFieldsFragment | null;
  kicker: string;
}) {
  const school = useSchool();
  if (!doc) throw new Error("[iky] falta el texto en content/legal/");
  const html = fillSchoolFacts(doc.html ?? "", school);
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <Kicker tone="sage">{kicker}</Kicker>
        <h1 className={styles.title}>{doc.frontmatter.name}</h1>
      </header>
      <div className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
