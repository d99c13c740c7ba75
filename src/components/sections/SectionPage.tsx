import * as React from "react";
import { seoHead } from "../layout/Seo";
import { Mosaic } from "./Mosaic";
import { SectionMenu } from "./SectionMenu";
import { Section } from "./Section";
import * as styles from "./SectionPage.module.css";
import { hydrateNearViewport } from "../ui/hydrate-near-viewport";
import { useMessages } from "../../i18n/LocaleContext";
import type { PageMessages } from "../../i18n/types";

export type SectionNode = Queries.SectionPageFieldsFragment;

/** A section page's name: its Spanish path (`/yoga/`) and its words (`sections.pages.yoga`). */
export type SectionPageName = keyof PageMessages["sections"]["pages"];

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
  page: SectionPageName;
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

// The dynamic island and 'Volver arriba' float over the page and only follow the scroll. The
// island is prebuilt at the top of the page (section 01, 0 %); their code comes with the first
// scroll, or at once when the page opens scrolled (a #section link, a restored position).
const Floating = hydrateNearViewport(
  "section-floating",
  () => import(/* webpackChunkName: "section-floating" */ "./Floating"),
  { trigger: "scroll", atOnce: () => window.scrollY > 0 || window.location.hash.length > 1 },
);

/**
 * The one layout of /about, /yoga, /iky, /kankueb, /ripey and /ishka: mosaic header, sticky
 * section menu, the markdown sections with their widgets, the dynamic island and the
 * scroll-to-top button. The scroll position is followed by the menu and the island alone, so
 * scrolling never renders the sections' content again.
 */
export function SectionPage({ page, sections, widgets, intro }: SectionPageProps) {
  const info = useMessages().sections.pages[page];

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
}

/** The `Head` of a section page: `export const Head = sectionHead("yoga")`. */
export const sectionHead = (page: SectionPageName) =>
  seoHead(`/${page}/`, (t) => t.sections.pages[page]);
