import { graphql, useStaticQuery } from "gatsby";
import type { School } from "../lib/school";

/** The school's facts from content/school.yaml (put in siteMetadata by gatsby-config). */
export function useSchool(): School {
  const data = useStaticQuery<Queries.SchoolFactsQuery>(graphql`
    query SchoolFacts {
      site {
        siteMetadata {
          school {
            nombre
            nombreLegal
            nit
            correo
            correoSoporte
            correoDatos
            telefono
            whatsapp
            direccion
            ciudad
            departamento
            pais
            codigoPais
            coordenadas {
              lat
              lng
            }
            redes {
              instagram
              facebook
              youtube
            }
          }
        }
      }
    }
  `);
  const school = data.site?.siteMetadata?.school;
  if (!school) throw new Error("siteMetadata.school falta: revisa gatsby-config.ts");
  return school;
}
