import * as React from "react";
import { graphql } from "gatsby";
import { placed, sectionHead, sectionPage } from "../components/sections/SectionPage";
import { ContentAccordion } from "../components/sections/ContentAccordion";

export default sectionPage("iky", (data: Queries.IkyPageQuery) =>
  placed(data.accordions.nodes, (content) => <ContentAccordion content={content} />),
);

export const Head = sectionHead("iky");

export const query = graphql`
  query IkyPage($locale: String!) {
    allMarkdownRemark(
      filter: { frontmatter: { page: { eq: "iky" } }, fields: { lang: { eq: $locale } } }
      sort: { frontmatter: { order: ASC } }
    ) {
      ...SectionPageFields
    }
    accordions: allAccordionYaml(filter: { page: { eq: "iky" }, lang: { eq: $locale } }) {
      nodes {
        section
        ...AccordionContent
      }
    }
  }
`;
