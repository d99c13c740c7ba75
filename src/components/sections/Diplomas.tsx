import * as React from "react";
import { graphql } from "gatsby";
import { Picture } from "../layout/Picture";
import * as styles from "./Diplomas.module.css";
import * as cards from "./MediaCards.module.css";
import { useMessages } from "../../i18n/LocaleContext";
import { useNearViewport } from "../../hooks/use-near-viewport";

/** Diploma cards of docs/product.md §3 (id, backgroundImage, heading, description, hoverText), from diplomas.yaml. */
export type DiplomaCardData = Queries.DiplomaCardsContentFragment["diplomas"][number];

export const diplomaCardsContent = graphql`
  fragment DiplomaCardsContent on DiplomaCardsYaml {
    diplomas {
      id
      heading
      description
      hoverText
      backgroundImage {
        childImageSharp {
          gatsbyImageData(width: 480, layout: CONSTRAINED)
        }
      }
    }
  }
`;

/** One diploma; its story shows on hover (and on the slider's current one, by keyboard). */
export function DiplomaCard({ diploma }: { diploma: DiplomaCardData }) {
  return (
    <article className={cards.diploma}>
      <div className={cards.media}>
        <Picture file={diploma.backgroundImage} alt="" className={cards.image} />
        <p className={cards.hover} data-diploma-story="">
          {diploma.hoverText}
        </p>
      </div>
      <h3 className={cards.heading}>{diploma.heading}</h3>
      <p className={cards.description}>{diploma.description}</p>
    </article>
  );
}

// react-slick and its CSS load near the viewport, not with the page.
const DiplomasSlider = React.lazy(() => import("./DiplomasSlider"));

/** about/diplomas: the diplomas slider (3 at a time, 1 under 600 px). */
export function Diplomas({ content }: { content: Queries.DiplomaCardsContentFragment }) {
  const t = useMessages().widgets;
  const ref = React.useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, { rootMargin: "500px 0px" });

  // The same cards hold the slider's place until it arrives (and show without JS).
  const still = (
    <ul className={styles.still}>
      {content.diplomas.map((diploma) => (
        <li key={diploma.id} className={styles.stillItem}>
          <DiplomaCard diploma={diploma} />
        </li>
      ))}
    </ul>
  );

  return (
    <div ref={ref} className={styles.diplomas} role="region" aria-label={t.diplomasCarousel}>
      <React.Suspense fallback={still}>
        {near ? <DiplomasSlider diplomas={content.diplomas} /> : still}
      </React.Suspense>
    </div>
  );
}
