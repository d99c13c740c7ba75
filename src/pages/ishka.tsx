import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { SectionPage } from "../components/sections/SectionPage";
import { CentreMap } from "../components/sections/CentreMap";
import { SpaceCards } from "../components/sections/SpaceCards";
import { TeacherCards } from "../components/sections/TeacherCards";
import { Timetable } from "../components/timetable/Timetable";
import { EcoLiving } from "../components/sections/EcoLiving";

/** This page's widgets, by section id: only this page carries their code. */
const WIDGETS = {
  "nuestro-centro": CentreMap,
  espacios: SpaceCards,
  "nuestros-profesores": TeacherCards,
  calendario: Timetable,
  "eco-living": EcoLiving,
};

export default function IshkaPage({ data }: PageProps<Queries.IshkaPageQuery>) {
  return <SectionPage page="ishka" sections={data.allMarkdownRemark.nodes} widgets={WIDGETS} />;
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
  }
`;
