import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { SectionPage } from "../components/sections/SectionPage";
import { Diplomas } from "../components/sections/Diplomas";
import { Experiencia } from "../components/sections/Experiencia";

/** This page's widgets, by section id: only this page carries their code. */
const WIDGETS = {
  diplomas: Diplomas,
  experiencia: Experiencia,
};

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  return <SectionPage page="about" sections={data.allMarkdownRemark.nodes} widgets={WIDGETS} />;
}

export const query = graphql`
  query AboutPage {
    allMarkdownRemark(
      filter: { frontmatter: { page: { eq: "about" } } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        ...SectionPageFields
      }
    }
  }
`;
