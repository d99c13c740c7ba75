import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { SectionPage } from "../components/sections/SectionPage";

export default function IkyPage({ data }: PageProps<Queries.IkyPageQuery>) {
  return <SectionPage page="iky" sections={data.allMarkdownRemark.nodes} />;
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
