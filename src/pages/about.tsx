import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { SectionPage } from "../components/sections/SectionPage";

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  return <SectionPage page="about" sections={data.allMarkdownRemark.nodes} />;
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
