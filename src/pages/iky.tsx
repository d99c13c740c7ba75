import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { SectionPage } from "../components/sections/SectionPage";
import { FormatosIkynesis } from "../components/sections/FormatosIkynesis";

/** This page's widgets, by section id: only this page carries their code. */
const WIDGETS = {
  "cursos-retiros-y-talleres": FormatosIkynesis,
};

export default function IkyPage({ data }: PageProps<Queries.IkyPageQuery>) {
  return <SectionPage page="iky" sections={data.allMarkdownRemark.nodes} widgets={WIDGETS} />;
}

export const query = graphql`
  query IkyPage {
    allMarkdownRemark(
      filter: { frontmatter: { page: { eq: "iky" } } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        ...SectionPageFields
      }
    }
  }
`;
