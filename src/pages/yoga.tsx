import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { SectionPage, placed } from "../components/sections/SectionPage";
import type { SectionPageInfo } from "../components/sections/pages";
import {
  ContentAccordion,
  CourseFacts,
  Mandala,
  YesLetters,
  YogaIntro,
} from "../components/sections/widgets/yoga";

/** This page's route, titles and the words of its mosaic header. */
const INFO: SectionPageInfo = {
  path: "/yoga/",
  title: "Yoga IKY",
  kicker: "El sistema",
  lead: "Yoga clásico, movimiento maya y meditación kankueb en un mismo sistema, con formaciones de instructorado y profesorado.",
  description:
    "Qué es el yoga y cómo lo enseñamos en IKY Yoga: el sistema IKY, instructorado de 21 días, profesorado de 6 meses, cursos, retiros y especializaciones.",
};

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
      info={INFO}
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
