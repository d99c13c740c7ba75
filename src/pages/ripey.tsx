import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { SectionPage } from "../components/sections/SectionPage";

export default function RipeyPage({ data }: PageProps<Queries.RipeyPageQuery>) {
  return <SectionPage page="ripey" sections={data.allMarkdownRemark.nodes} />;
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
