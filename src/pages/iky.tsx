import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { SectionPage, placed } from "../components/sections/SectionPage";
import { ContentAccordion } from "../components/sections/ContentAccordion";

/**
 * This page's widgets: only this page carries their code. Each goes where its file in
 * content/sections/iky/ says.
 */
export default function IkyPage({ data }: PageProps<Queries.IkyPageQuery>) {
  const widgets = React.useMemo(
    () => placed(data.accordions.nodes, (content) => <ContentAccordion content={content} />),
    [data],
  );
  return <SectionPage page="iky" sections={data.allMarkdownRemark.nodes} widgets={widgets} />;
}

export const query = graphql`
  query IkyPage {
    allMarkdownRemark(
      filter: { frontmatter: { page: { eq: "iky" } } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        ...SectionPageFields
      }
    }
    accordions: allAccordionYaml(filter: { page: { eq: "iky" } }) {
      nodes {
        section
        ...AccordionContent
      }
    }
  }
`;
