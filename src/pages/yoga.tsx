import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { SectionPage } from "../components/sections/SectionPage";
import { Mandala } from "../components/sections/Mandala";
import { CourseFacts } from "../components/sections/CourseFacts";
import { YesLetters } from "../components/sections/YesLetters";
import { Especializaciones } from "../components/sections/Especializaciones";
import { YogaIntro } from "../components/sections/YogaIntro";

/** This page's widgets, by section id: only this page carries their code. */
const WIDGETS = {
  "sistema-iky": Mandala,
  "profesorado-e-instructorado": CourseFacts,
  "cursos-retiros-y-talleres": YesLetters,
  "profundizaciones-y-especializaciones": Especializaciones,
};

export default function YogaPage({ data }: PageProps<Queries.YogaPageQuery>) {
  return (
    <SectionPage
      page="yoga"
      sections={data.allMarkdownRemark.nodes}
      widgets={WIDGETS}
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
  }
`;
