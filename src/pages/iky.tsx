import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { SectionPage, placed, sectionHead } from "../components/sections/SectionPage";
import { ContentAccordion } from "../components/sections/ContentAccordion";

/** This page's widgets: each goes where its file in content/sections/iky/ says. */
export default function IkyPage({ data }: PageProps<Queries.IkyPageQuery>) {
  const widgets = React.useMemo(
    () => placed(data.accordions.nodes, (content) => <ContentAccordion content={content} />),
    [data],
  );
  return <SectionPage page="iky" sections={data.allMarkdownRemark.nodes} widgets={widgets} />;
}

export const Head = sectionHead("iky");

export const query = graphql`
  query IkyPage($locale: String!) {
    allMarkdownRemark(
      filter: { frontmatter: { page: { eq: "iky" } }, fields: { lang: { eq: $locale } } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        ...SectionPageFields
      }
    }
    accordions: allAccordionYaml(filter: { page: { eq: "iky" }, lang: { eq: $locale } }) {
      nodes {
        section
        ...AccordionContent
      }
    }
  }
`;
