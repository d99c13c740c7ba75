import * as React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { Picture } from "../layout/Picture";
import { LazyModal } from "../ui/LazyModal";
import * as styles from "./EcoLiving.module.css";

/** The brochure, written by the build with the school's facts (scripts/make-brochure.mjs). */
export const BROCHURE_URL = "/eco-living-folleto.pdf";
const WAVE_TITLE = "Vive Eco-Living";

const ALTS: Record<string, string> = {
  cabanas: "Cabañas entre palmeras frente al mar",
  huerta: "Colinas verdes de la huerta",
  amanecer: "Amanecer sobre las montañas",
  rio: "El agua y el horizonte al atardecer",
  noche: "Noche de luna llena sobre el jardín",
};
const ORDER = Object.keys(ALTS);

/** ishka/eco-living: photo mosaic, wave title and the brochure in a modal. */
export function EcoLiving() {
  const data = useStaticQuery<Queries.SectionEcoQuery>(graphql`
    query SectionEco {
      allFile(filter: { relativeDirectory: { eq: "sections/ishka/images/eco" } }) {
        nodes {
          name
          childImageSharp {
            gatsbyImageData(width: 560, layout: CONSTRAINED)
          }
        }
      }
    }
  `);
  const [open, setOpen] = React.useState(false);
  const photos = [...data.allFile.nodes]
    .sort((a, b) => ORDER.indexOf(a.name) - ORDER.indexOf(b.name))
    .map((node) => ({ name: node.name, image: node.childImageSharp?.gatsbyImageData }));

  return (
    <div className={styles.eco}>
      <h3 className={styles.wave}>
        <span className="visually-hidden">{WAVE_TITLE}</span>
        <span aria-hidden="true">
          {[...WAVE_TITLE].map((char, i) => (
            // The letter's place in the wave: a dynamic value, passed as a variable.
            <span key={i} className={styles.waveLetter} style={{ "--i": i } as React.CSSProperties}>
              {char === " " ? "\u00a0" : char}
            </span>
          ))}
        </span>
      </h3>
      <ul className={styles.mosaic}>
        {photos.map(
          ({ name, image }) =>
            image && (
              <li key={name} className={styles.photo}>
                <Picture image={image} alt={ALTS[name] ?? ""} className={styles.image} />
              </li>
            ),
        )}
      </ul>
      <p className={styles.actions}>
        <button type="button" className={styles.more} onClick={() => setOpen(true)}>
          Ver más
        </button>
      </p>
      <LazyModal open={open} onClose={() => setOpen(false)} title="Folleto de Eco-Living" size="l">
        <object data={BROCHURE_URL} type="application/pdf" className={styles.pdf}>
          <p className={styles.fallback}>
            Tu navegador no puede mostrar el folleto aquí.{" "}
            <a href={BROCHURE_URL} download>
              Descarga el folleto en PDF
            </a>
            .
          </p>
        </object>
        <p className={styles.download}>
          <a href={BROCHURE_URL} target="_blank" rel="noopener noreferrer">
            Abrir el folleto (PDF) en una pestaña nueva
          </a>
        </p>
      </LazyModal>
    </div>
  );
}
