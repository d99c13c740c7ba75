import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { SectionPage, sectionHead } from "../components/sections/SectionPage";

export default function KankuebPage({ data }: PageProps<Queries.KankuebPageQuery>) {
  return <SectionPage page="kankueb" sections={data.allMarkdownRemark.nodes} />;
}

export const Head = sectionHead("kankueb");

export const query = graphql`
  query KankuebPage($locale: String!) {
    allMarkdownRemark(
      filter: { frontmatter: { page: { eq: "kankueb" } }, fields: { lang: { eq: $locale } } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        ...SectionPageFields
      }
    }
  }
`;
