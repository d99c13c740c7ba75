import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { SectionPage, placed, sectionHead } from "../components/sections/SectionPage";
import {
  ContentAccordion,
  CourseFacts,
  Mandala,
  YesLetters,
  YogaIntro,
} from "../components/sections/widgets/yoga";

/**
 * This page's widgets, by section id. Those with editors' content go where their file in
 * content/sections/yoga/ says.
 */
export default function YogaPage({ data }: PageProps<Queries.YogaPageQuery>) {
  const widgets = React.useMemo(
    () => ({
      "sistema-iky": <Mandala />,
      ...placed(data.courseFacts, (content) => <CourseFacts content={content} />),
      ...placed(data.yes, (content) => <YesLetters content={content} />),
      ...placed(data.accordions.nodes, (content) => <ContentAccordion content={content} />),
    }),
    [data],
  );
  return (
    <SectionPage
      page="yoga"
      sections={data.allMarkdownRemark.nodes}
      widgets={widgets}
      intro={<YogaIntro />}
    />
  );
}

export const Head = sectionHead("yoga");

export const query = graphql`
  query YogaPage($locale: String!) {
    allMarkdownRemark(
      filter: { frontmatter: { page: { eq: "yoga" } }, fields: { lang: { eq: $locale } } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        ...SectionPageFields
      }
    }
    courseFacts: courseFactsYaml(page: { eq: "yoga" }, lang: { eq: $locale }) {
      section
      ...CourseFactsContent
    }
    yes: yesProgrammeYaml(page: { eq: "yoga" }, lang: { eq: $locale }) {
      section
      ...YesProgrammeContent
    }
    accordions: allAccordionYaml(filter: { page: { eq: "yoga" }, lang: { eq: $locale } }) {
      nodes {
        section
        ...AccordionContent
      }
    }
  }
`;
