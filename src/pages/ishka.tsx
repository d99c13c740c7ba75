import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { SectionPage, placed } from "../components/sections/SectionPage";
import type { SectionPageInfo } from "../components/sections/pages";
import {
  CentreMap,
  EcoLiving,
  SpaceCards,
  TeacherCards,
  Timetable,
} from "../components/sections/widgets/ishka";

/** This page's route, titles and the words of its mosaic header. */
const INFO: SectionPageInfo = {
  path: "/ishka/",
  title: "Centro Ishka",
  kicker: "Centro de retiros · Cali",
  lead: "Un centro de práctica y un eco-hotel entre jardines, para formarse, descansar y convivir con calma.",
  description:
    "El centro Ishka de IKY Yoga en Cali: espacios, profesores, calendario semanal y el eco-hotel Eco-Living.",
};

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
  return <SectionPage info={INFO} sections={data.allMarkdownRemark.nodes} widgets={widgets} />;
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
