import * as React from "react";
import { Island } from "./Island";
import type { SectionNode } from "./SectionPage";
import { prefersReducedMotion, useSectionScroll } from "./use-section-scroll";
import * as styles from "./ScrollTop.module.css";
import { LineIcon } from "../ui/LineIcon";
import { useMessages } from "../../i18n/LocaleContext";

/**
 * The dynamic island and 'Volver arriba' (once the page has scrolled past 500 px), which float
 * over a section page and follow its scroll. Their own scroll state lives here, not in the page:
 * SectionPage shows them as a part whose code comes with the page's first scroll (its props
 * never change while it waits).
 */
export default function Floating({ sections }: { sections: readonly SectionNode[] }) {
  const t = useMessages().sections;
  const { current, percent, showTop } = useSectionScroll(sections);
  return (
    <>
      <Island sections={sections} current={current} percent={percent} />
      {showTop && (
        <button
          type="button"
          className={styles.button}
          aria-label={t.scrollTop}
          onClick={() => {
            window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
            // Keyboard users continue from the top of the content, not from a vanished button.
            document.getElementById("contenido")?.focus({ preventScroll: true });
          }}
        >
          <LineIcon path="M12 19V5M5 12l7-7 7 7" />
        </button>
      )}
    </>
  );
}
