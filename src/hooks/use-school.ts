import { graphql, useStaticQuery } from "gatsby";
import type { School } from "../lib/school";
import { useLocale } from "../i18n/LocaleContext";

export const schoolFields = graphql`
  fragment SchoolFields on School {
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
`;

/**
 * The school's facts from content/school.yaml (put in siteMetadata by gatsby-config), with the
 * English words of content/school.en.yaml on English pages.
 */
export function useSchool(): School {
  const { locale } = useLocale();
  const data = useStaticQuery<Queries.SchoolFactsQuery>(graphql`
    query SchoolFacts {
      site {
        siteMetadata {
          school {
            ...SchoolFields
          }
          schoolEn {
            ...SchoolFields
          }
        }
      }
    }
  `);
  const metadata = data.site?.siteMetadata;
  const school = locale === "en" ? metadata?.schoolEn : metadata?.school;
  if (!school) throw new Error("siteMetadata.school is missing: see gatsby-config.ts");
  return school;
}
