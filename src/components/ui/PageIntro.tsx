import * as React from "react";
import { Kicker, Lead } from "./Text";
import * as styles from "./Page.module.css";

/** The opening of a listing page (events, videos). */
export function PageIntro({
  kicker,
  title,
  lead,
}: Record<"kicker" | "title" | "lead", React.ReactNode>) {
  return (
    <header className={styles.intro}>
      <Kicker>{kicker}</Kicker>
      <h1>{title}</h1>
      <Lead size="large">{lead}</Lead>
    </header>
  );
}
