import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { SectionPage, placed } from "../components/sections/SectionPage";
import { Diplomas } from "../components/sections/Diplomas";
import { ContentAccordion } from "../components/sections/ContentAccordion";

/**
 * This page's widgets: only this page carries their code. Each goes where its file in
 * content/sections/about/ says.
 */
export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const widgets = React.useMemo(
    () => ({
      ...placed(data.diplomas, (content) => <Diplomas content={content} />),
      ...placed(data.accordions.nodes, (content) => <ContentAccordion content={content} />),
    }),
    [data],
  );
  return <SectionPage page="about" sections={data.allMarkdownRemark.nodes} widgets={widgets} />;
}

export const query = graphql`
  query AboutPage {
    allMarkdownRemark(
      filter: { frontmatter: { page: { eq: "about" } } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        ...SectionPageFields
      }
    }
    diplomas: diplomaCardsYaml(page: { eq: "about" }) {
      section
      ...DiplomaCardsContent
    }
    accordions: allAccordionYaml(filter: { page: { eq: "about" } }) {
      nodes {
        section
        ...AccordionContent
      }
    }
  }
`;
