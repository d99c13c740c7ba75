import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { LegalPage } from "../components/legal/LegalPage";

/** The text lives in content/legal/terminos.md. */
export default function TerminosPage({ data }: PageProps<Queries.TerminosPageQuery>) {
  return (
    <>
      <Seo
        title={data.markdownRemark?.frontmatter.name ?? "Suscripciones"}
        description="Términos de las suscripciones de IKY Yoga: cobro mensual en euros, el suplemento IKYnesis, la cancelación y la plataforma de clases."
        path="/terminos/"
      />
      <LegalPage doc={data.markdownRemark} kicker="Suscripciones" />
    </>
  );
}

export const query = graphql`
  query TerminosPage {
    markdownRemark(frontmatter: { page: { eq: "terminos" } }) {
      ...LegalPageFields
    }
  }
`;
