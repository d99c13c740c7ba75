import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { SectionPage, placed } from "../components/sections/SectionPage";
import { useSectionPageInfo } from "../components/sections/pages";
import { lazyWidgets } from "../components/ui/LazyWidget";
// The widgets' stylesheets stay in this page's inlined CSS (see lazyWidget).
import "../components/sections/Diplomas.module.css";
import "../components/sections/DiplomaCard.module.css";
import "../components/sections/Accordion.module.css";

// Prebuilt into the HTML; their code comes in one chunk of its own, after the page's.
const widget = lazyWidgets(() => import("../components/sections/widgets/about"));
const Diplomas = widget("Diplomas");
const ContentAccordion = widget("ContentAccordion");

/** This page's widgets: each goes where its file in content/sections/about/ says. */
export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const info = useSectionPageInfo("about");
  const widgets = React.useMemo(
    () => ({
      ...placed(data.diplomas, (content) => <Diplomas content={content} />),
      ...placed(data.accordions.nodes, (content) => <ContentAccordion content={content} />),
    }),
    [data],
  );
  return <SectionPage info={info} sections={data.allMarkdownRemark.nodes} widgets={widgets} />;
}

export const query = graphql`
  query AboutPage($locale: String!) {
    allMarkdownRemark(
      filter: { frontmatter: { page: { eq: "about" } }, fields: { lang: { eq: $locale } } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        ...SectionPageFields
      }
    }
    diplomas: diplomaCardsYaml(page: { eq: "about" }, lang: { eq: $locale }) {
      section
      ...DiplomaCardsContent
    }
    accordions: allAccordionYaml(filter: { page: { eq: "about" }, lang: { eq: $locale } }) {
      nodes {
        section
        ...AccordionContent
      }
    }
  }
`;
