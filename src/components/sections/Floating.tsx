import * as React from "react";
import { Island } from "./Island";
import type { SectionNode } from "./SectionPage";
import { useSectionScroll } from "./use-section-scroll";
import * as styles from "./ScrollTop.module.css";
import { LineIcon } from "../ui/LineIcon";
import { useMessages } from "../../i18n/LocaleContext";

/** The island and 'Volver arriba': their scroll state lives here, not in the page. */
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
            window.scrollTo({ top: 0 }); // smooth as global.css's scroll-behavior says
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
