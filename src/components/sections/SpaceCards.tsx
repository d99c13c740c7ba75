import * as React from "react";
import { graphql } from "gatsby";
import { Picture } from "../layout/Picture";
import * as styles from "./MediaCards.module.css";

/** Space cards of docs/product.md §3 (id, image, hover title, description), from espacios.yaml. */
export const spaceCardsContent = graphql`
  fragment SpaceCardsContent on SpaceCardsYaml {
    spaces {
      id
      title
      description
      image {
        childImageSharp {
          gatsbyImageData(width: 520, aspectRatio: 1.3333, layout: CONSTRAINED)
        }
      }
    }
  }
`;

export function SpaceCards({ content }: { content: Queries.SpaceCardsContentFragment }) {
  return (
    <ul className={styles.spaces}>
      {content.spaces.map((space) => (
        <li key={space.id} className={styles.space}>
          <div className={styles.media}>
            <Picture file={space.image} alt="" className={styles.image} />
            <p className={styles.hover} aria-hidden="true">
              {space.title}
            </p>
          </div>
          <h3 className={styles.heading}>{space.title}</h3>
          <p className={styles.description}>{space.description}</p>
        </li>
      ))}
    </ul>
  );
}
