import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { SectionPage } from "../components/sections/SectionPage";
import { RipeyCode } from "../components/sections/RipeyCode";
import { DiplomaExample } from "../components/sections/DiplomaExample";
import { RegistryWidget } from "../components/registry/RegistryWidget";

/** This page's widgets, by section id: only this page carries their code. */
const WIDGETS = {
  "que-es-el-ripey": <RipeyCode />,
  "ejemplo-de-diploma": <DiplomaExample />,
  "lista-de-profesores-por-paises": <RegistryWidget />,
};

export default function RipeyPage({ data }: PageProps<Queries.RipeyPageQuery>) {
  return <SectionPage page="ripey" sections={data.allMarkdownRemark.nodes} widgets={WIDGETS} />;
}

export const query = graphql`
  query RipeyPage {
    allMarkdownRemark(
      filter: { frontmatter: { page: { eq: "ripey" } } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        ...SectionPageFields
      }
    }
  }
`;
