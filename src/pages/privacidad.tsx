import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { LegalPage } from "../components/legal/LegalPage";

/** The text lives in content/legal/privacidad.md. */
export default function PrivacidadPage({ data }: PageProps<Queries.PrivacidadPageQuery>) {
  return (
    <>
      <Seo
        title={data.markdownRemark?.frontmatter.name ?? "Privacidad y datos personales"}
        description="Política de tratamiento de datos personales de IKY Yoga: qué datos recogemos, para qué, tus derechos según la Ley 1581 de 2012 y cómo ejercerlos."
        path="/privacidad/"
      />
      <LegalPage doc={data.markdownRemark} kicker="Privacidad y datos personales" />
    </>
  );
}

export const query = graphql`
  query PrivacidadPage {
    markdownRemark(frontmatter: { page: { eq: "privacidad" } }) {
      ...LegalPageFields
    }
  }
`;
