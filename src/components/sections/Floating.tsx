import * as React from "react";
import type { SectionRecommendation } from "../../lib/sections";
import { Island } from "./Island";
import { ScrollTop } from "./ScrollTop";
import type { SectionNode } from "./SectionPage";
import { useSectionScroll } from "./use-section-scroll";

/**
 * The dynamic island and 'Volver arriba', which float over a section page and follow its scroll.
 * Their own scroll state lives here, not in the page: SectionPage shows them as a part whose code
 * comes with the page's first scroll (its props never change while it waits).
 */
export default function Floating({
  sections,
  recommendations,
}: {
  sections: readonly SectionNode[];
  recommendations: readonly SectionRecommendation[];
}) {
  const ids = React.useMemo(() => sections.map((s) => s.frontmatter.id), [sections]);
  const { current, percent, showTop } = useSectionScroll(ids);
  return (
    <>
      <Island
        sections={sections}
        current={current}
        percent={percent}
        recommendations={recommendations}
      />
      <ScrollTop visible={showTop} />
    </>
  );
}
