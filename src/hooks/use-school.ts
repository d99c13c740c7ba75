import { graphql, useStaticQuery } from "gatsby";
import type { School } from "../lib/school";
import { useLocale } from "../i18n/LocaleContext";

export const schoolFields = graphql`
  fragment SchoolFields on SchoolFacts {
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

/** The school's facts in the page's language (SchoolFacts nodes: src/node/school.ts). */
export function useSchool(): School {
  const { locale } = useLocale();
  const data = useStaticQuery<Queries.SchoolFactsQuery>(graphql`
    query SchoolFacts {
      allSchoolFacts {
        nodes {
          lang
          ...SchoolFields
        }
      }
    }
  `);
  const school = data.allSchoolFacts.nodes.find((facts) => facts.lang === locale);
  if (!school) throw new Error(`No SchoolFacts node for "${locale}": see src/node/school.ts`);
  return school;
}
