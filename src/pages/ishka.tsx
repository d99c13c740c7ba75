import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { SectionPage } from "../components/sections/SectionPage";

export default function IshkaPage({ data }: PageProps<Queries.IshkaPageQuery>) {
  return <SectionPage page="ishka" sections={data.allMarkdownRemark.nodes} />;
}

export const query = graphql`
  query IshkaPage {
    allMarkdownRemark(
      filter: { frontmatter: { page: { eq: "ishka" } } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        ...SectionPageFields
      }
    }
  }
`;
