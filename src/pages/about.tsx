import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { SectionPage, placed, sectionHead } from "../components/sections/SectionPage";
import { ContentAccordion } from "../components/sections/ContentAccordion";
import { Diplomas } from "../components/sections/Diplomas";

/** This page's widgets: each goes where its file in content/sections/about/ says. */
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

export const Head = sectionHead("about");

export const query = graphql`
  query AboutPage($locale: String!) {
    allMarkdownRemark(
      filter: { frontmatter: { page: { eq: "about" } }, fields: { lang: { eq: $locale } } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        ...SectionPageFields
      }
    }
    diplomas: diplomaCardsYaml(page: { eq: "about" }, lang: { eq: $locale }) {
      section
      ...DiplomaCardsContent
    }
    accordions: allAccordionYaml(filter: { page: { eq: "about" }, lang: { eq: $locale } }) {
      nodes {
        section
        ...AccordionContent
      }
    }
  }
`;
