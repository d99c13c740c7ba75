import * as React from "react";
import * as styles from "./YogaIntro.module.css";
import { buttonClass } from "../ui/Button";
import { useMessages } from "../../i18n/LocaleContext";

const TARGET = "definicion-de-yoga";

/** /yoga's link to the definition: it moves the focus there too, for the next Tab. */
export function YogaIntro() {
  const t = useMessages().sections;
  return (
    <p className={styles.links}>
      <a
        href={`#${TARGET}`}
        className={buttonClass()}
        onClick={(event) => {
          const target = document.getElementById(TARGET);
          if (!target) return;
          event.preventDefault();
          target.scrollIntoView(); // smooth as global.css's scroll-behavior says
          window.history.replaceState(null, "", `#${TARGET}`);
          if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
          target.focus({ preventScroll: true });
        }}
      >
        {t.yogaIntro}
        <span aria-hidden="true"> ↓</span>
      </a>
    </p>
  );
}
