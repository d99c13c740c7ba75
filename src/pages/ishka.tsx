import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { SectionPage, placed, sectionHead } from "../components/sections/SectionPage";
import {
  CentreMap,
  EcoLiving,
  SpaceCards,
  TeacherCards,
  Timetable,
} from "../components/sections/widgets/ishka";

/**
 * This page's widgets, by section id. Those with editors' content go where their file in
 * content/sections/ishka/ says.
 */
export default function IshkaPage({ data }: PageProps<Queries.IshkaPageQuery>) {
  const widgets = React.useMemo(
    () => ({
      "nuestro-centro": <CentreMap />,
      calendario: <Timetable />,
      ...placed(data.espacios, (content) => <SpaceCards content={content} />),
      ...placed(data.profesores, (content) => <TeacherCards content={content} />),
      ...placed(data.ecoLiving, (content) => <EcoLiving content={content} />),
    }),
    [data],
  );
  return <SectionPage page="ishka" sections={data.allMarkdownRemark.nodes} widgets={widgets} />;
}

export const Head = sectionHead("ishka");

export const query = graphql`
  query IshkaPage($locale: String!) {
    allMarkdownRemark(
      filter: { frontmatter: { page: { eq: "ishka" } }, fields: { lang: { eq: $locale } } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        ...SectionPageFields
      }
    }
    espacios: spaceCardsYaml(page: { eq: "ishka" }, lang: { eq: $locale }) {
      section
      ...SpaceCardsContent
    }
    profesores: teacherCardsYaml(page: { eq: "ishka" }, lang: { eq: $locale }) {
      section
      ...TeacherCardsContent
    }
    ecoLiving: ecoLivingYaml(page: { eq: "ishka" }, lang: { eq: $locale }) {
      section
      ...EcoLivingContent
    }
  }
`;
