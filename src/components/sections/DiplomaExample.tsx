import * as React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { Picture } from "../layout/Picture";
import * as styles from "./DiplomaExample.module.css";
import { useMessages } from "../../i18n/LocaleContext";

/** ripey/ejemplo-de-diploma: the sample diploma, with its code called out. */
export function DiplomaExample() {
  const data = useStaticQuery<Queries.SectionDiplomaExampleQuery>(graphql`
    query SectionDiplomaExample {
      file(relativePath: { eq: "sections/ripey/images/diploma-ejemplo.jpg" }) {
        childImageSharp {
          gatsbyImageData(width: 900, layout: CONSTRAINED)
        }
      }
    }
  `);
  const image = data.file?.childImageSharp?.gatsbyImageData;
  const t = useMessages().ripey;
  return (
    <figure className={styles.figure}>
      {image && <Picture image={image} alt={t.exampleAlt} className={styles.image} />}
      <figcaption className={styles.caption}>
        {t.exampleCaption} <code>IKY-0101-150309-01</code> {t.exampleCaptionEnd}
      </figcaption>
    </figure>
  );
}
