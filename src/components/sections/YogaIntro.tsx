import * as React from "react";
import { SmoothLink } from "./SmoothLink";
import * as styles from "./YogaIntro.module.css";
import { buttonClass } from "../ui/Button";

/** /yoga's header link: straight to the definition of yoga. */
export function YogaIntro() {
  return (
    <p className={styles.links}>
      <SmoothLink to="definicion-de-yoga" className={buttonClass()}>
        ¿Qué es el yoga? Empieza por la definición
        <span aria-hidden="true"> ↓</span>
      </SmoothLink>
    </p>
  );
}
