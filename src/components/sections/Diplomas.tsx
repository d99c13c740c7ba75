import * as React from "react";
import { graphql, useStaticQuery } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { DiplomaCard } from "./DiplomaCard";
import * as styles from "./Diplomas.module.css";
import { useNearViewport } from "../../hooks/use-near-viewport";

/** Diploma card of spec §3; `backgroundImage` is the file's name in about/images/diplomas. */
export interface DiplomaCardData {
  id: string;
  backgroundImage: string;
  heading: string;
  description: string;
  hoverText: string;
}

export const DIPLOMAS: readonly DiplomaCardData[] = [
  {
    id: "diploma-yoga",
    backgroundImage: "diploma-yoga",
    heading: "Diploma en Yoga",
    description: "Hatha yoga clásico, India",
    hoverText: "La primera formación: posturas, respiración y los textos clásicos del yoga.",
  },
  {
    id: "profesor-de-yoga",
    backgroundImage: "profesor-de-yoga",
    heading: "Profesorado de Yoga",
    description: "Metodología y didáctica",
    hoverText: "Aprender a enseñar: secuencias, ajustes, anatomía y ética del profesor.",
  },
  {
    id: "instructor-de-yoga",
    backgroundImage: "instructor-de-yoga",
    heading: "Instructorado de Yoga",
    description: "Formación intensiva",
    hoverText: "La base del instructorado de 21 días que hoy ofrece la escuela.",
  },
  {
    id: "especializacion",
    backgroundImage: "especializacion",
    heading: "Especialización en Yoga",
    description: "Yoga terapéutico",
    hoverText: "Yoga para la espalda, prenatal y restaurativo: adaptar la práctica a cada persona.",
  },
  {
    id: "kankueb",
    backgroundImage: "kankueb",
    heading: "Profesorado de Danza Kankueb",
    description: "Movimiento maya",
    hoverText: "Años de práctica con los guías de la danza maya hasta poder transmitirla.",
  },
  {
    id: "ikynesis",
    backgroundImage: "ikynesis",
    heading: "Profesorado de IKYnesis",
    description: "Terapia del movimiento",
    hoverText: "El método propio de la escuela, nacido del yoga, la danza maya y Feldenkrais.",
  },
];

export type DiplomaImages = ReadonlyMap<string, IGatsbyImageData | undefined>;

// react-slick and its CSS load only when the slider nears the viewport: they stay out of the
// section pages' first-load JavaScript.
const DiplomasSlider = React.lazy(() => import("./DiplomasSlider"));

/** about/diplomas: the diplomas slider (3 at a time, 1 under 600 px). */
export function Diplomas() {
  const data = useStaticQuery<Queries.SectionDiplomasQuery>(graphql`
    query SectionDiplomas {
      allFile(filter: { relativeDirectory: { eq: "sections/about/images/diplomas" } }) {
        nodes {
          name
          childImageSharp {
            gatsbyImageData(width: 480, layout: CONSTRAINED)
          }
        }
      }
    }
  `);
  const images: DiplomaImages = new Map(
    data.allFile.nodes.map((node) => [node.name, node.childImageSharp?.gatsbyImageData]),
  );
  const ref = React.useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, { rootMargin: "500px 0px" });

  // Until the slider arrives, the same cards in a row hold its place (and show without JS).
  const still = (
    <ul className={styles.still}>
      {DIPLOMAS.map((diploma) => (
        <li key={diploma.id} className={styles.stillItem}>
          <DiplomaCard diploma={diploma} image={images.get(diploma.backgroundImage)} />
        </li>
      ))}
    </ul>
  );

  return (
    <div ref={ref} className={styles.diplomas} role="region" aria-label="Carrusel de diplomas">
      {near ? (
        <React.Suspense fallback={still}>
          <DiplomasSlider diplomas={DIPLOMAS} images={images} />
        </React.Suspense>
      ) : (
        still
      )}
    </div>
  );
}
