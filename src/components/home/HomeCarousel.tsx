import * as React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { AutoSlider } from "../layout/AutoSlider";
import { Picture } from "../layout/Picture";
import * as styles from "./HomeCarousel.module.css";
import { media } from "../../styles/breakpoints";

/** What each photo in content/home/ shows, by file name (the carousel plays them in name order). */
const ALT: Record<string, string> = {
  "01-shala-amanecer": "Una persona medita sentada frente a las montañas al amanecer",
  "02-farallones": "Los Farallones de Cali cubiertos de niebla verde",
  "03-circulo-atardecer": "Un círculo de meditación al atardecer",
  "04-pacifico": "Meditación junto al océano Pacífico al caer el sol",
  "05-mandala": "Un mandala de loto en los colores de la escuela",
};

const SIZES = `${media.desktop} 34rem, 100vw`;

/** The home page's photo carousel (docs/product.md §9: infinite, 1000 ms, autoplay 3000 ms, one slide). */
export function HomeCarousel() {
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
            alt={ALT[node.name] ?? "Fotografía de la escuela"}
            sizes={SIZES}
            className={styles.image}
            // The first photo is on screen from the first paint.
            loading={i === 0 ? "eager" : "lazy"}
            priority={i === 0}
          />,
        ]
      : [],
  );
  if (slides.length === 0) return null;
  return (
    <AutoSlider
      label="Fotos de la escuela"
      slides={slides}
      speed={1000}
      autoplaySpeed={3000}
      className={styles.carousel}
    />
  );
}
