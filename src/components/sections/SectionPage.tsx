import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { seoHead } from "../layout/Seo";
import { Mosaic } from "./Mosaic";
import { SectionMenu } from "./SectionMenu";
import { Section } from "./Section";
import * as styles from "./SectionPage.module.css";
import { hydrateNearViewport } from "../ui/hydrate-near-viewport";
import { useMessages } from "../../i18n/LocaleContext";
import type { PageMessages } from "../../i18n/types";

// A page's sections (content/sections/<page>/*.md) and its widgets' content (YAML files of
// content/sections/<page>/; null on pages without it), in a query that declares $locale and $page:
// `query YogaPage($locale: String!, $page: String = "yoga") { ...SectionPageFields }`.
export const sectionPageFields = graphql`
  fragment SectionPageFields on Query {
    allMarkdownRemark(
      filter: { frontmatter: { page: { eq: $page } }, fields: { lang: { eq: $locale } } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        html
        frontmatter {
          id
          name
          color
          recommendations {
            title
            url
            porcentaje
            allowed
          }
          background {
            mosaic: childImageSharp {
              gatsbyImageData(width: 360, height: 360, layout: CONSTRAINED)
            }
            media: childImageSharp {
              gatsbyImageData(width: 640, aspectRatio: 1.3333, layout: CONSTRAINED)
            }
          }
        }
      }
    }
    accordions: allAccordionYaml(filter: { page: { eq: $page }, lang: { eq: $locale } }) {
      nodes {
        section
        ...AccordionContent
      }
    }
    courseFacts: courseFactsYaml(page: { eq: $page }, lang: { eq: $locale }) {
      section
      ...CourseFactsContent
    }
    yes: yesProgrammeYaml(page: { eq: $page }, lang: { eq: $locale }) {
      section
      ...YesProgrammeContent
    }
    diplomas: diplomaCardsYaml(page: { eq: $page }, lang: { eq: $locale }) {
      section
      ...DiplomaCardsContent
    }
    espacios: spaceCardsYaml(page: { eq: $page }, lang: { eq: $locale }) {
      section
      ...SpaceCardsContent
    }
    profesores: teacherCardsYaml(page: { eq: $page }, lang: { eq: $locale }) {
      section
      ...TeacherCardsContent
    }
    ecoLiving: ecoLivingYaml(page: { eq: $page }, lang: { eq: $locale }) {
      section
      ...EcoLivingContent
    }
  }
`;

export type SectionNode = Queries.SectionPageFieldsFragment["allMarkdownRemark"]["nodes"][number];

/** A section page's name: its Spanish path (`/yoga/`) and its words (`sections.pages.yoga`). */
export type SectionPageName = keyof PageMessages["sections"]["pages"];

/** Section id → the widget drawn after that section's text. */
export type SectionWidgets = Readonly<Record<string, React.ReactNode>>;

/** Widgets at the section their content file names (checked by src/node/content-check.ts). */
export function placed<T extends { readonly section: string }>(
  content: T | readonly T[] | null | undefined,
  Widget: (props: { content: NoInfer<T> }) => React.ReactNode,
): SectionWidgets {
  const list: readonly T[] = content == null ? [] : "section" in content ? [content] : content;
  return Object.fromEntries(list.map((item) => [item.section, <Widget content={item} />]));
}

// The island (prebuilt at section 01, 0 %) and 'Volver arriba' only follow the scroll: their
// code comes with the first scroll, or at once when the page opens scrolled.
const Floating = hydrateNearViewport(
  "section-floating",
  () => import(/* webpackChunkName: "section-floating" */ "./Island"),
  { trigger: "scroll", atOnce: () => window.scrollY > 0 || window.location.hash.length > 1 },
);

/**
 * A section page, as its default export: `sectionPage("yoga", (data) => widgets, intro)`. Widgets
 * go by section id, so a page's JavaScript carries only its own; `intro` goes under the lead.
 * Only the menu and the island follow the scroll: scrolling never renders the sections again.
 */
export function sectionPage(
  page: SectionPageName,
  widgetsOf?: (data: Queries.SectionPageFieldsFragment) => SectionWidgets,
  intro?: React.ReactNode,
) {
  return function SectionPage({ data }: PageProps<Queries.SectionPageFieldsFragment>) {
    const info = useMessages().sections.pages[page];
    const sections = data.allMarkdownRemark.nodes;
    const widgets = React.useMemo(() => widgetsOf?.(data), [data]);
    return (
      <div className={styles.page}>
        <Mosaic info={info} sections={sections}>
          {intro}
        </Mosaic>
        <SectionMenu sections={sections} />
        <div className={styles.sections}>
          {sections.map((section, index) => (
            <Section
              key={section.frontmatter.id}
              section={section}
              index={index}
              widget={widgets?.[section.frontmatter.id]}
            />
          ))}
        </div>
        <Floating sections={sections} />
      </div>
    );
  };
}

/** The `Head` of a section page: `export const Head = sectionHead("yoga")`. */
export const sectionHead = (page: SectionPageName) =>
  seoHead(`/${page}/`, (t) => t.sections.pages[page]);
