import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { SectionPage, placed } from "../components/sections/SectionPage";
import type { SectionPageInfo } from "../components/sections/pages";
import { ContentAccordion } from "../components/sections/ContentAccordion";

/** This page's route, titles and the words of its mosaic header. */
const INFO: SectionPageInfo = {
  path: "/iky/",
  title: "IKYnesis",
  kicker: "Terapia del movimiento",
  lead: "Un método de movimiento consciente para recuperar la facilidad, la fuerza y la curiosidad del cuerpo.",
  description:
    "IKYnesis, el método Feldenkrais, cursos, retiros y sesiones individuales de integración somática en IKY Yoga, Cali.",
};

/** This page's widgets: each goes where its file in content/sections/iky/ says. */
export default function IkyPage({ data }: PageProps<Queries.IkyPageQuery>) {
  const widgets = React.useMemo(
    () => placed(data.accordions.nodes, (content) => <ContentAccordion content={content} />),
    [data],
  );
  return <SectionPage info={INFO} sections={data.allMarkdownRemark.nodes} widgets={widgets} />;
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
