import * as React from "react";
import type { EventView } from "./event-view";
import { EventCard } from "./EventCard";
import * as styles from "./EventGrid.module.css";

export function EventGrid({
  eventos,
  empty,
  headingLevel = 3,
}: {
  eventos: readonly EventView[];
  empty: string;
  headingLevel?: 2 | 3;
}) {
  if (eventos.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul className={styles.grid}>
      {eventos.map((evento) => (
        <li key={evento.idEvento}>
          <EventCard evento={evento} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
