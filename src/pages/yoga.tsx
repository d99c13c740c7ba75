import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { SectionPage, placed } from "../components/sections/SectionPage";
import { useSectionPageInfo } from "../components/sections/pages";
import { lazyWidgets } from "../components/ui/LazyWidget";
// The widgets' stylesheets stay in this page's inlined CSS (see lazyWidget).
import "../components/sections/YogaIntro.module.css";
import "../components/sections/Mandala.module.css";
import "../components/sections/CourseFacts.module.css";
import "../components/sections/YesLetters.module.css";
import "../components/sections/Accordion.module.css";

// Prebuilt into the HTML, their code comes in one chunk after the page's. The header's link to
// the definition is a plain in-page link until then.
const widget = lazyWidgets(() => import("../components/sections/widgets/yoga"));
const YogaIntro = widget("YogaIntro");
const Mandala = widget("Mandala");
const CourseFacts = widget("CourseFacts");
const YesLetters = widget("YesLetters");
const ContentAccordion = widget("ContentAccordion");

/**
 * This page's widgets, by section id. Those with editors' content go where their file in
 * content/sections/yoga/ says.
 */
export default function YogaPage({ data }: PageProps<Queries.YogaPageQuery>) {
  const info = useSectionPageInfo("yoga");
  const widgets = React.useMemo(
    () => ({
      "sistema-iky": <Mandala />,
      ...placed(data.courseFacts, (content) => <CourseFacts content={content} />),
      ...placed(data.yes, (content) => <YesLetters content={content} />),
      ...placed(data.accordions.nodes, (content) => <ContentAccordion content={content} />),
    }),
    [data],
  );
  return (
    <SectionPage
      info={info}
      sections={data.allMarkdownRemark.nodes}
      widgets={widgets}
      intro={<YogaIntro />}
    />
  );
}

export const query = graphql`
  query YogaPage($locale: String!) {
    allMarkdownRemark(
      filter: { frontmatter: { page: { eq: "yoga" } }, fields: { lang: { eq: $locale } } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        ...SectionPageFields
      }
    }
    courseFacts: courseFactsYaml(page: { eq: "yoga" }, lang: { eq: $locale }) {
      section
      ...CourseFactsContent
    }
    yes: yesProgrammeYaml(page: { eq: "yoga" }, lang: { eq: $locale }) {
      section
      ...YesProgrammeContent
    }
    accordions: allAccordionYaml(filter: { page: { eq: "yoga" }, lang: { eq: $locale } }) {
      nodes {
        section
        ...AccordionContent
      }
    }
  }
`;
