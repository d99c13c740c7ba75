import * as React from "react";
import { graphql } from "gatsby";
import { sectionHead, sectionPage } from "../components/sections/SectionPage";
import { DiplomaExample, RegistryWidget, RipeyCode } from "../components/sections/widgets/ripey";

export default sectionPage<Queries.RipeyPageQuery>("ripey", () => ({
  "que-es-el-ripey": <RipeyCode />,
  "ejemplo-de-diploma": <DiplomaExample />,
  "lista-de-profesores-por-paises": <RegistryWidget />,
}));

export const Head = sectionHead("ripey");

export const query = graphql`
  query RipeyPage($locale: String!) {
    allMarkdownRemark(
      filter: { frontmatter: { page: { eq: "ripey" } }, fields: { lang: { eq: $locale } } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        ...SectionPageFields
      }
    }
  }
`;
