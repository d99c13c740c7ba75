import { graphql } from "gatsby";
import { sectionHead, sectionPage } from "../components/sections/SectionPage";

export default sectionPage("kankueb");

export const Head = sectionHead("kankueb");

export const query = graphql`
  query KankuebPage($locale: String!, $page: String = "kankueb") {
    ...SectionPageFields
  }
`;
