import { graphql } from "gatsby";
import { placed, sectionHead, sectionPage } from "../components/sections/SectionPage";
import { ContentAccordion } from "../components/sections/ContentAccordion";

export default sectionPage("iky", (data) => placed(data.accordions.nodes, ContentAccordion));

export const Head = sectionHead("iky");

export const query = graphql`
  query IkyPage($locale: String!, $page: String = "iky") {
    ...SectionPageFields
  }
`;
