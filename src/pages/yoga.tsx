import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { SectionPage } from "../components/sections/SectionPage";
import { YogaIntro } from "../components/sections/YogaIntro";

export default function YogaPage({ data }: PageProps<Queries.YogaPageQuery>) {
  return <SectionPage page="yoga" sections={data.allMarkdownRemark.nodes} intro={<YogaIntro />} />;
}

export const query = graphql`
  query YogaPage {
    allMarkdownRemark(
      filter: { frontmatter: { page: { eq: "yoga" } } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        ...SectionPageFields
      }
    }
  }
`;
