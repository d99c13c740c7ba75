import * as React from "react";
import { prefersReducedMotion } from "./use-section-scroll";
import * as styles from "./ScrollTop.module.css";

/** 'Volver arriba', shown once the page has scrolled past 500 px. */
export function ScrollTop({ visible }: { visible: boolean }) {
  if (!visible) return null;
  return (
    <button
      type="button"
      className={styles.button}
      aria-label="Volver arriba"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
        // Keyboard users continue from the top of the content, not from a vanished button.
        document.getElementById("contenido")?.focus({ preventScroll: true });
      }}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M12 19V5M5 12l7-7 7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
