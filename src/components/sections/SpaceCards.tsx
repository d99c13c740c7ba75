import * as React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { Picture } from "../layout/Picture";
import * as styles from "./SpaceCards.module.css";

/** Space card of spec §3: id, image (file name), hover title, description. */
const SPACES = [
  {
    id: "shala-principal",
    title: "Shala principal",
    description:
      "La sala grande, de madera y ventanales, para las clases de yoga y las formaciones. Caben treinta esterillas con holgura.",
  },
  {
    id: "sala-de-movimiento",
    title: "Sala de movimiento",
    description:
      "Más pequeña y recogida, con suelo cálido y camilla baja: aquí se dan las clases de IKYnesis y las sesiones individuales.",
  },
  {
    id: "jardin-de-meditacion",
    title: "Jardín de meditación",
    description:
      "Un círculo de piedra entre guaduas y heliconias, para meditar al aire libre y para las danzas kankueb al atardecer.",
  },
  {
    id: "terraza-del-fuego",
    title: "Terraza del fuego",
    description:
      "La terraza cubierta donde encendemos el fuego en las ceremonias y compartimos el té después de las clases.",
  },
] as const;

export function SpaceCards() {
  const data = useStaticQuery<Queries.SectionSpacesQuery>(graphql`
    query SectionSpaces {
      allFile(filter: { relativeDirectory: { eq: "sections/ishka/images/espacios" } }) {
        nodes {
          name
          childImageSharp {
            gatsbyImageData(width: 520, aspectRatio: 1.3333, layout: CONSTRAINED)
          }
        }
      }
    }
  `);
  const images = new Map(
    data.allFile.nodes.map((node) => [node.name, node.childImageSharp?.gatsbyImageData]),
  );
  return (
    <ul className={styles.cards}>
      {SPACES.map((space) => {
        const image = images.get(space.id);
        return (
          <li key={space.id} className={styles.card}>
            <div className={styles.media}>
              {image && <Picture image={image} alt="" className={styles.image} />}
              <p className={styles.hoverTitle} aria-hidden="true">
                {space.title}
              </p>
            </div>
            <h3 className={styles.title}>{space.title}</h3>
            <p className={styles.description}>{space.description}</p>
          </li>
        );
      })}
    </ul>
  );
}
