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

/**
 * A legal text from content/legal/ (the policy, the terms): the editors' markdown with the
 * school's facts filled in, set for reading, under its kicker and title from the front matter.
 */
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
      <header className={styles.header}>
        {doc.frontmatter.kicker && <Kicker tone="sage">{doc.frontmatter.kicker}</Kicker>}
        <h1 className={styles.title}>{doc.frontmatter.name}</h1>
      </header>
      {/* Rendered as HTML on purpose, and trusted: the editors' markdown of content/legal/,
          made HTML at build time, with the school's facts (SchoolFacts) filled in escaped
          (fillSchoolFacts). Nothing from the API, a registrant or the URL is in it. */}
      <div
        className={styles.prose}
        dangerouslySetInnerHTML={{ __html: trustedContentHTML(html) }}
      />
    </article>
  );
}
