import * as React from "react";
import { Seo, pageHead } from "../layout/Seo";
import { Mosaic } from "./Mosaic";
import { SectionMenu } from "./SectionMenu";
import { Section } from "./Section";
import type { SectionRecommendation } from "../../lib/sections";
import { useSectionPageInfo, type SectionPageInfo, type SectionPageName } from "./pages";
import { useSectionScroll } from "./use-section-scroll";
import * as styles from "./SectionPage.module.css";

export type SectionNode = Queries.SectionPageFieldsFragment;

/** Section id → the widget drawn after that section's text. */
export type SectionWidgets = Readonly<Record<string, React.ReactNode>>;

/**
 * Widgets whose content file (content/sections/<page>/*.yaml) names their section: each placed
 * there, or nowhere when the page has no such file. The build check (src/node/content-check.ts)
 * makes sure the section exists and holds one widget at most.
 */
export function placed<T extends { readonly section: string }>(
  content: T | readonly T[] | null | undefined,
  render: (content: T) => React.ReactNode,
): SectionWidgets {
  const list: readonly T[] = content == null ? [] : "section" in content ? [content] : content;
  return Object.fromEntries(list.map((item) => [item.section, render(item)]));
}

interface SectionPageProps {
  /** The page's route, titles and header words, from its own page file. */
  info: SectionPageInfo;
  sections: readonly SectionNode[];
  /**
   * This page's own widgets, by section id (the `id` front matter of
   * content/sections/<page>/*.md), so a page's JavaScript carries only its own; those with
   * editors' content are placed at the section their content file names (`placed`). Their
   * code is part of the page's, so they hydrate with it, unless the page's widgets file makes
   * them parts hydrated near the viewport (widgets/yoga.ts, widgets/ripey.ts). The elements must
   * be stable (a constant or useMemo), or every render of the page renders them again.
   */
  widgets?: SectionWidgets;
  /** Extra links or words under the page's lead (e.g. /yoga's link to the definition). */
  intro?: React.ReactNode;
}

// The dynamic island and 'Volver arriba' float over the page and only follow the scroll: they
// are drawn once the page has hydrated, from their own chunk, so the section pages' first-load
// JavaScript carries neither (nor the island's dialog).
const Island = React.lazy(() => import("./Island").then((m) => ({ default: m.Island })));
const ScrollTop = React.lazy(() => import("./ScrollTop").then((m) => ({ default: m.ScrollTop })));

/**
 * The one layout of /about, /yoga, /iky, /kankueb, /ripey and /ishka: mosaic header, sticky
 * section menu, the markdown sections with their widgets, the dynamic island and the
 * scroll-to-top button.
 */
export function SectionPage({ info, sections, widgets, intro }: SectionPageProps) {
  const ids = React.useMemo(() => sections.map((s) => s.frontmatter.id), [sections]);
  const scroll = useSectionScroll(ids);
  const recommendations = React.useMemo(
    () => sections.flatMap((s) => s.frontmatter.recommendations ?? []),
    [sections],
  );

  return (
    <div className={styles.page}>
      <Mosaic info={info} sections={sections}>
        {intro}
      </Mosaic>
      <SectionMenu sections={sections} current={scroll.current} />
      <SectionList sections={sections} widgets={widgets} />
      <Floating
        sections={sections}
        current={scroll.current}
        percent={scroll.percent}
        showTop={scroll.showTop}
        recommendations={recommendations}
      />
    </div>
  );
}

/** The island and the scroll-to-top button, after hydration only (never in the prebuilt HTML). */
function Floating({
  showTop,
  ...island
}: {
  sections: readonly SectionNode[];
  current: number;
  percent: number;
  showTop: boolean;
  recommendations: readonly SectionRecommendation[];
}) {
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <React.Suspense fallback={null}>
      <Island {...island} />
      <ScrollTop visible={showTop} />
    </React.Suspense>
  );
}

/** Memoised: scrolling re-renders the menu and the island, never the sections' content. */
const SectionList = React.memo(function SectionList({
  sections,
  widgets,
}: {
  sections: readonly SectionNode[];
  widgets?: SectionWidgets;
}) {
  return (
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
  );
});

/** The `Head` of a section page: `export const Head = sectionHead("yoga")`. */
export const sectionHead = (page: SectionPageName) =>
  pageHead(function SectionHead() {
    const info = useSectionPageInfo(page);
    return <Seo title={info.title} description={info.description} path={info.path} />;
  });
