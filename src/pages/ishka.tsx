import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { SectionPage, placed } from "../components/sections/SectionPage";
import { CentreMap } from "../components/sections/CentreMap";
import { SpaceCards } from "../components/sections/SpaceCards";
import { TeacherCards } from "../components/sections/TeacherCards";
import { Timetable } from "../components/timetable/Timetable";
import { EcoLiving } from "../components/sections/EcoLiving";

/**
 * This page's widgets, by section id: only this page carries their code. Those with editors'
 * content go where their file in content/sections/ishka/ says.
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

export const query = graphql`
  query IshkaPage {
    allMarkdownRemark(
      filter: { frontmatter: { page: { eq: "ishka" } } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        ...SectionPageFields
      }
    }
    espacios: spaceCardsYaml(page: { eq: "ishka" }) {
      section
      ...SpaceCardsContent
    }
    profesores: teacherCardsYaml(page: { eq: "ishka" }) {
      section
      ...TeacherCardsContent
    }
    ecoLiving: ecoLivingYaml(page: { eq: "ishka" }) {
      section
      ...EcoLivingContent
    }
  }
`;
