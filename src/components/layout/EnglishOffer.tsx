import * as React from "react";
import { localeOfPath, localizedPath } from "../../i18n/locale";
import { rememberDismissed, shouldOfferEnglish } from "../../lib/language-offer";
import * as styles from "./EnglishOffer.module.css";

const storage = () => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/**
 * On Spanish pages, for a visitor whose browser prefers English: one discreet offer to read the
 * page in English, until dismissed. Its words are English on a Spanish page, for that visitor
 * (so they are not in the Spanish catalog). Decided in the browser only: never in the prebuilt
 * HTML that crawlers read. It floats over the page (fixed, bottom left, above the profile
 * button), so it never moves the layout and covers none of the page's first lines. Layout
 * renders it before the header: keyboard and screen-reader users meet it first.
 */
export function EnglishOffer() {
  const [open, setOpen] = React.useState(false);
  React.useEffect(() => {
    // A Spanish page standing in for an English address (a host's Spanish 404 under /en/) has
    // no English page to offer.
    if (localeOfPath(window.location.pathname) === "en") return;
    setOpen(shouldOfferEnglish(navigator.languages ?? [navigator.language], storage()));
  }, []);
  if (!open) return null;
  const dismiss = () => {
    rememberDismissed(storage());
    setOpen(false);
    // The button goes away with the offer: focus is not dropped on the body, it moves to the
    // page's main landmark (as the cookie banner does), so Tab carries on into the page.
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
