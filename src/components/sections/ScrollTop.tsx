import * as React from "react";
import { prefersReducedMotion } from "./use-section-scroll";
import * as styles from "./ScrollTop.module.css";
import { LineIcon } from "../ui/LineIcon";
import { useMessages } from "../../i18n/LocaleContext";

/** 'Volver arriba', shown once the page has scrolled past 500 px. */
export function ScrollTop({ visible }: { visible: boolean }) {
  const t = useMessages().sections;
  if (!visible) return null;
  return (
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
  );
}
