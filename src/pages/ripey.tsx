import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { SectionPage } from "../components/sections/SectionPage";
import { useSectionPageInfo } from "../components/sections/pages";
import { lazyWidgets } from "../components/ui/LazyWidget";
// The widgets' stylesheets stay in this page's inlined CSS (see lazyWidget).
import "../components/sections/RipeyCode.module.css";
import "../components/sections/DiplomaExample.module.css";
import "../components/registry/Registry.module.css";
import "../components/registry/RegistryTable.module.css";
import "../components/map/LazyMap.module.css";

// Prebuilt into the HTML; their code comes in one chunk of its own, after the page's.
const widget = lazyWidgets(() => import("../components/sections/widgets/ripey"));
const RipeyCode = widget("RipeyCode");
const DiplomaExample = widget("DiplomaExample");
const RegistryWidget = widget("RegistryWidget");

/** This page's widgets, by section id. */
const WIDGETS = {
  "que-es-el-ripey": <RipeyCode />,
  "ejemplo-de-diploma": <DiplomaExample />,
  "lista-de-profesores-por-paises": <RegistryWidget />,
};

export default function RipeyPage({ data }: PageProps<Queries.RipeyPageQuery>) {
  const info = useSectionPageInfo("ripey");
  return <SectionPage info={info} sections={data.allMarkdownRemark.nodes} widgets={WIDGETS} />;
}

export const query = graphql`
  query RipeyPage($locale: String!) {
    allMarkdownRemark(
      filter: { frontmatter: { page: { eq: "ripey" } }, fields: { lang: { eq: $locale } } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        ...SectionPageFields
      }
    }
  }
`;
