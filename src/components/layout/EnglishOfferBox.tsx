import * as React from "react";
import { localizedPath } from "../../i18n/locale";
import { rememberDismissed } from "../../lib/language-offer";
import { localStorageOrNull } from "../../lib/local-storage";
import * as styles from "./EnglishOffer.module.css";

/** The offer itself (Layout.tsx's EnglishOffer decides whether to show it). */
export default function EnglishOfferBox({ onDismiss }: { onDismiss: () => void }) {
  const dismiss = () => {
    rememberDismissed(localStorageOrNull());
    onDismiss();
    // The button goes with the offer: focus moves to the main landmark, not the body.
    document.getElementById("contenido")?.focus({ preventScroll: true });
  };
  return (
    <aside
      className={styles.offer}
      lang="en"
      aria-label="English version"
      data-english-offer
      data-behind-menu
    >
      <p className={styles.text}>
        <a href={localizedPath(window.location.pathname, "en")} hrefLang="en">
          Read this page in English
        </a>
      </p>
      <button type="button" className={styles.close} onClick={dismiss}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">No thanks, stay in Spanish</span>
      </button>
    </aside>
  );
}
