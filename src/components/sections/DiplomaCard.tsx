import * as React from "react";
import { Picture } from "../layout/Picture";
import type { DiplomaCardData } from "./Diplomas";
import * as styles from "./MediaCards.module.css";

/** One diploma; its story shows on hover (and on the slider's current one, by keyboard). */
export function DiplomaCard({ diploma }: { diploma: DiplomaCardData }) {
  const image = diploma.backgroundImage?.childImageSharp?.gatsbyImageData;
  return (
    <article className={styles.diploma}>
      <div className={styles.media}>
        {image && <Picture image={image} alt="" className={styles.image} />}
        <p className={styles.hover} data-diploma-story="">
          {diploma.hoverText}
        </p>
      </div>
      <h3 className={styles.heading}>{diploma.heading}</h3>
      <p className={styles.description}>{diploma.description}</p>
    </article>
  );
}
