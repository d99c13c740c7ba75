import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { SectionPage } from "../components/sections/SectionPage";

export default function KankuebPage({ data }: PageProps<Queries.KankuebPageQuery>) {
  return <SectionPage page="kankueb" sections={data.allMarkdownRemark.nodes} />;
}

export const query = graphql`
  query KankuebPage {
    allMarkdownRemark(
      filter: { frontmatter: { page: { eq: "kankueb" } } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        ...SectionPageFields
      }
    }
  }
`;
