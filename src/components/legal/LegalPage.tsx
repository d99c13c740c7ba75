import * as React from "react";
import { graphql } from "gatsby";
import type { School } from "../../lib/school";
import { fillSchoolFacts } from "../../lib/legal";
import * as styles from "./LegalPage.module.css";
import { Kicker } from "../ui/Text";
import { trustedContentHTML } from "../layout/content-html";

export const query = graphql`
  fragment LegalPageFields on MarkdownRemark {
    html
    frontmatter {
      page
      name
      kicker
      description
    }
  }
`;

/** A legal text from content/legal/ with the school's facts filled in. */
export function LegalPage({
  doc,
  school,
}: {
  doc: Queries.LegalPageFieldsFragment;
  school: School;
}) {
  const html = fillSchoolFacts(doc.html ?? "", school);
  return (
    <article className={styles.page}>
      <header>
        {doc.frontmatter.kicker && <Kicker tone="sage">{doc.frontmatter.kicker}</Kicker>}
        <h1 className={styles.title}>{doc.frontmatter.name}</h1>
      </header>
      {/* Trusted: the editors' markdown made HTML by the build, the facts filled in escaped. */}
      <div
        className={styles.prose}
        dangerouslySetInnerHTML={{ __html: trustedContentHTML(html) }}
      />
    </article>
  );
}
