import * as React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { Picture } from "../layout/Picture";
import * as styles from "./RipeyCode.module.css";
import { useMessages } from "../../i18n/LocaleContext";

/** The parts of the sample code IKY-0101-150309-01 (docs/product.md §3); their words: `ripey`. */
const PARTS = ["IKY", "0101", "150309", "01"] as const;

/** ripey/que-es-el-ripey: how to read a code, and the formation types (`ripey.types`, in order). */
export function RipeyCode() {
  const { ripey: t, registry } = useMessages();
  return (
    <div className={styles.ripey}>
      <figure className={styles.code}>
        <ol className={styles.parts} aria-label={t.partsLabel}>
          {PARTS.map((value) => (
            <li key={value} className={styles.part}>
              <span className={styles.value}>{value}</span>
              <span className={styles.label}>{t.parts[value].label}</span>
              <span className={styles.text}>{t.parts[value].text}</span>
            </li>
          ))}
        </ol>
        <figcaption className={styles.caption}>
          {t.since} <strong>2009</strong>
        </figcaption>
      </figure>
      <table className={styles.types}>
        <caption>{t.typesCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{registry.table.code}</th>
            <th scope="col">{registry.record.training}</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(t.types).map(([code, formation]) => (
            <tr key={code}>
              <td className={styles.typeCode}>{code}</td>
              <td>{formation}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

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
  const t = useMessages().ripey;
  return (
    <figure className={styles.example}>
      <Picture file={data.file} alt={t.exampleAlt} className={styles.exampleImage} />
      <figcaption className={styles.exampleCaption}>
        {t.exampleCaption} <code>{PARTS.join("-")}</code> {t.exampleCaptionEnd}
      </figcaption>
    </figure>
  );
}
