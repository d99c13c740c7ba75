import { graphql } from "gatsby";
import { sectionHead, sectionPage } from "../components/sections/SectionPage";

export default sectionPage<Queries.KankuebPageQuery>("kankueb");

export const Head = sectionHead("kankueb");

export const query = graphql`
  query KankuebPage($locale: String!) {
    allMarkdownRemark(
      filter: { frontmatter: { page: { eq: "kankueb" } }, fields: { lang: { eq: $locale } } }
      sort: { frontmatter: { order: ASC } }
    ) {
      ...SectionPageFields
    }
  }
`;
