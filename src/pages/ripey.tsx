import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { SectionPage } from "../components/sections/SectionPage";
import type { SectionPageInfo } from "../components/sections/pages";
import { DiplomaExample, RegistryWidget, RipeyCode } from "../components/sections/widgets/ripey";

/** This page's route, titles and the words of its mosaic header. */
const INFO: SectionPageInfo = {
  path: "/ripey/",
  title: "RIPEY",
  kicker: "Registro de profesores",
  lead: "El Registro Internacional de Profesores de Yoga IKY: cada persona graduada, con su código verificable desde 2009.",
  description:
    "Qué es el RIPEY, cómo leer un código de certificación, un ejemplo de diploma y la lista pública de profesores graduados por países.",
};

/** This page's widgets, by section id. */
const WIDGETS = {
  "que-es-el-ripey": <RipeyCode />,
  "ejemplo-de-diploma": <DiplomaExample />,
  "lista-de-profesores-por-paises": <RegistryWidget />,
};

export default function RipeyPage({ data }: PageProps<Queries.RipeyPageQuery>) {
  return <SectionPage info={INFO} sections={data.allMarkdownRemark.nodes} widgets={WIDGETS} />;
}

export const query = graphql`
  query RipeyPage {
    allMarkdownRemark(
      filter: { frontmatter: { page: { eq: "ripey" } } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        ...SectionPageFields
      }
    }
  }
`;
