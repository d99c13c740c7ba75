import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { SectionPage, sectionHead } from "../components/sections/SectionPage";
import { DiplomaExample, RegistryWidget, RipeyCode } from "../components/sections/widgets/ripey";

/** This page's widgets, by section id. */
const WIDGETS = {
  "que-es-el-ripey": <RipeyCode />,
  "ejemplo-de-diploma": <DiplomaExample />,
  "lista-de-profesores-por-paises": <RegistryWidget />,
};

export default function RipeyPage({ data }: PageProps<Queries.RipeyPageQuery>) {
  return <SectionPage page="ripey" sections={data.allMarkdownRemark.nodes} widgets={WIDGETS} />;
}

export const Head = sectionHead("ripey");

export const query = graphql`
  query RipeyPage($locale: String!) {
    allMarkdownRemark(
      filter: { frontmatter: { page: { eq: "ripey" } }, fields: { lang: { eq: $locale } } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        ...SectionPageFields
      }
    }
  }
`;
