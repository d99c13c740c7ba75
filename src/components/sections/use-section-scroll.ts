import * as React from "react";
import { currentSectionIndex, scrollPercent, showScrollTop } from "../../lib/sections";
import type { SectionNode } from "./SectionPage";

/** The scroll position, measured once per frame; it changes state only when what is shown does. */
export function useSectionScroll(sections: readonly SectionNode[]) {
  const [state, setState] = React.useState({ percent: 0, current: 0, showTop: false });

  React.useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const doc = document.documentElement;
      const viewport = window.innerHeight;
      const y = window.scrollY;
      const tops = sections.map(
        ({ frontmatter: { id } }) =>
          document.getElementById(id)?.getBoundingClientRect().top ?? Infinity,
      );
      const next = {
        percent: scrollPercent(y, doc.scrollHeight, viewport),
        current: currentSectionIndex(tops, viewport, {
          atBottom: y > 0 && y + viewport >= doc.scrollHeight - 2,
        }),
        showTop: showScrollTop(y),
      };
      setState((prev) => (JSON.stringify(prev) === JSON.stringify(next) ? prev : next));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [sections]);

  return state;
}
