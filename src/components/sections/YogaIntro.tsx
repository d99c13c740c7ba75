import * as React from "react";
import { SmoothLink } from "./SmoothLink";
import * as styles from "./YogaIntro.module.css";
import { buttonClass } from "../ui/Button";
import { useMessages } from "../../i18n/LocaleContext";

/** /yoga's header link: straight to the definition of yoga. */
export function YogaIntro() {
  const t = useMessages().sections;
  return (
    <p className={styles.links}>
      <SmoothLink to="definicion-de-yoga" className={buttonClass()}>
        {t.yogaIntro}
        <span aria-hidden="true"> ↓</span>
      </SmoothLink>
    </p>
  );
}
