import * as React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { AutoSlider } from "../layout/AutoSlider";
import { Picture } from "../layout/Picture";
import * as styles from "./Home.module.css";
import { media } from "../../styles/breakpoints";
import { useMessages } from "../../i18n/LocaleContext";

const SIZES = `${media.desktop} 34rem, 100vw`;

/** The home carousel (docs/product.md §9): content/home/ by name, alts in `home.photoAlt`. */
export function HomeCarousel() {
  const t = useMessages().home;
  const data = useStaticQuery<Queries.HomeCarouselQuery>(graphql`
    query HomeCarousel {
      allFile(
        filter: { sourceInstanceName: { eq: "content" }, relativeDirectory: { eq: "home" } }
        sort: { name: ASC }
      ) {
        nodes {
          name
          childImageSharp {
            gatsbyImageData(
              layout: FULL_WIDTH
              breakpoints: [480, 750, 1080]
              placeholder: DOMINANT_COLOR
              quality: 70
            )
          }
        }
      }
    }
  `);
  const slides = data.allFile.nodes.flatMap((node, i) =>
    node.childImageSharp
      ? [
          <Picture
            key={node.name}
            image={node.childImageSharp.gatsbyImageData}
            alt={t.photoAlt[node.name] ?? t.photoFallback}
            sizes={SIZES}
            loading={i === 0 ? "eager" : "lazy"}
            priority={i === 0}
          />,
        ]
      : [],
  );
  if (slides.length === 0) return null;
  return (
    <AutoSlider
      label={t.photos}
      slides={slides}
      speed={1000}
      autoplaySpeed={3000}
      className={styles.carousel}
    />
  );
}
