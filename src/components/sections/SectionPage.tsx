import * as React from "react";
import { Seo } from "../layout/Seo";
import { Mosaic } from "./Mosaic";
import { SectionMenu } from "./SectionMenu";
import { Section } from "./Section";
import { Island } from "./Island";
import { ScrollTop } from "./ScrollTop";
import { SECTION_PAGES, type SectionPageKey } from "./pages";
import { SECTION_WIDGETS } from "./widgets";
import { useSectionScroll } from "./use-section-scroll";
import * as styles from "./SectionPage.module.css";

export type SectionNode = Queries.SectionPageFieldsFragment;

interface SectionPageProps {
  page: SectionPageKey;
  sections: readonly SectionNode[];
  /** This page's own widgets, by section id (see widgets.tsx for why they are per page). */
  widgets?: Readonly<Record<string, React.ComponentType>>;
  /** Extra links or words under the page's lead (e.g. /yoga's link to the definition). */
  intro?: React.ReactNode;
}

/**
 * The one layout of /about, /yoga, /iky, /kankueb, /ripey and /ishka: mosaic header, sticky
 * section menu, the markdown sections with their widgets, the dynamic island and the
 * scroll-to-top button.
 */
export function SectionPage({ page, sections, widgets, intro }: SectionPageProps) {
  const info = SECTION_PAGES[page];
  const ids = React.useMemo(() => sections.map((s) => s.frontmatter.id), [sections]);
  const scroll = useSectionScroll(ids);
  const recommendations = React.useMemo(
    () => sections.flatMap((s) => s.frontmatter.recommendations ?? []),
    [sections],
  );

  return (
    <div className={styles.page}>
      <Seo title={info.title} description={info.description} path={info.path} />
      <Mosaic info={info} sections={sections}>
        {intro}
      </Mosaic>
      <SectionMenu sections={sections} current={scroll.current} />
      <SectionList page={page} sections={sections} widgets={widgets} />
      <Island
        sections={sections}
        current={scroll.current}
        percent={scroll.percent}
        recommendations={recommendations}
      />
      <ScrollTop visible={scroll.showTop} />
    </div>
  );
}

/** Memoised: scrolling re-renders the menu and the island, never the sections' content. */
const SectionList = React.memo(function SectionList({
  page,
  sections,
  widgets,
}: {
  page: SectionPageKey;
  sections: readonly SectionNode[];
  widgets?: Readonly<Record<string, React.ComponentType>>;
}) {
  return (
    <div className={styles.sections}>
      {sections.map((section, index) => (
        <Section
          key={section.frontmatter.id}
          section={section}
          index={index}
          Widget={
            widgets?.[section.frontmatter.id] ??
            SECTION_WIDGETS[`${page}/${section.frontmatter.id}`]
          }
        />
      ))}
    </div>
  );
});
