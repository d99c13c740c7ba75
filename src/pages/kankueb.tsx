import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { SectionPage } from "../components/sections/SectionPage";
import type { SectionPageInfo } from "../components/sections/pages";

/** This page's route, titles and the words of its mosaic header. */
const INFO: SectionPageInfo = {
  path: "/kankueb/",
  title: "Kankueb",
  kicker: "Movimiento maya",
  lead: "Danza, meditación y calendario maya: una práctica para moverse al ritmo de la tierra y del tiempo.",
  description:
    "Kankueb, la cosmovisión y el calendario maya y la Mystic Dance: el movimiento maya en IKY Yoga, Cali, Colombia.",
};

export default function KankuebPage({ data }: PageProps<Queries.KankuebPageQuery>) {
  return <SectionPage info={INFO} sections={data.allMarkdownRemark.nodes} />;
}

export const query = graphql`
  query KankuebPage {
    allMarkdownRemark(
      filter: { frontmatter: { page: { eq: "kankueb" } } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        ...SectionPageFields
      }
    }
  }
`;
