import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { SectionPage, placed } from "../components/sections/SectionPage";
import { Mandala } from "../components/sections/Mandala";
import { CourseFacts } from "../components/sections/CourseFacts";
import { YesLetters } from "../components/sections/YesLetters";
import { ContentAccordion } from "../components/sections/ContentAccordion";
import { YogaIntro } from "../components/sections/YogaIntro";

/**
 * This page's widgets, by section id: only this page carries their code. Those with editors'
 * content go where their file in content/sections/yoga/ says.
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

export const query = graphql`
  query YogaPage {
    allMarkdownRemark(
      filter: { frontmatter: { page: { eq: "yoga" } } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        ...SectionPageFields
      }
    }
    courseFacts: courseFactsYaml(page: { eq: "yoga" }) {
      section
      ...CourseFactsContent
    }
    yes: yesProgrammeYaml(page: { eq: "yoga" }) {
      section
      ...YesProgrammeContent
    }
    accordions: allAccordionYaml(filter: { page: { eq: "yoga" } }) {
      nodes {
        section
        ...AccordionContent
      }
    }
  }
`;
