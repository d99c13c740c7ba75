import { graphql } from "gatsby";
import { placed, sectionHead, sectionPage } from "../components/sections/SectionPage";
import { ContentAccordion } from "../components/sections/ContentAccordion";
import { Diplomas } from "../components/sections/Diplomas";

export default sectionPage("about", (data) => ({
  ...placed(data.diplomas, Diplomas),
  ...placed(data.accordions.nodes, ContentAccordion),
}));

export const Head = sectionHead("about");

export const query = graphql`
  query AboutPage($locale: String!, $page: String = "about") {
    ...SectionPageFields
  }
`;
