import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { SectionPage, placed } from "../components/sections/SectionPage";
import type { SectionPageInfo } from "../components/sections/pages";
import { ContentAccordion, Diplomas } from "../components/sections/widgets/about";

/** This page's route, titles and the words of its mosaic header. */
const INFO: SectionPageInfo = {
  path: "/about/",
  title: "Nuestra historia",
  kicker: "Sobre IKY Yoga",
  lead: "Más de veinte años de formación entre la India, el mundo maya y la educación somática: el camino que dio forma a la escuela.",
  description:
    "La trayectoria de IKY Yoga: diplomas, formación en yoga, camino maya, formación en Feldenkrais y la experiencia de la escuela en Cali, Colombia.",
};

/** This page's widgets: each goes where its file in content/sections/about/ says. */
export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const widgets = React.useMemo(
    () => ({
      ...placed(data.diplomas, (content) => <Diplomas content={content} />),
      ...placed(data.accordions.nodes, (content) => <ContentAccordion content={content} />),
    }),
    [data],
  );
  return <SectionPage info={INFO} sections={data.allMarkdownRemark.nodes} widgets={widgets} />;
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
