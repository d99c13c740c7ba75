import * as React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { Picture } from "../layout/Picture";
import * as styles from "./DiplomaExample.module.css";

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
  return (
    <figure className={styles.figure}>
      {image && (
        <Picture
          image={image}
          alt="Diploma de ejemplo de IKY Yoga: Profesora de Yoga, Lucía Restrepo Gómez, código IKY-0101-150309-01"
          className={styles.image}
        />
      )}
      <figcaption className={styles.caption}>
        Diploma de ejemplo. El código <code>IKY-0101-150309-01</code> se busca en la lista de
        profesores.
      </figcaption>
    </figure>
  );
}
