import * as React from "react";
import type { EventView } from "./event-view";
import { EventCard } from "./EventCard";
import * as styles from "./EventGrid.module.css";

export function EventGrid({
  eventos,
  empty,
  eagerFirst = false,
}: {
  eventos: readonly EventView[];
  empty: string;
  /** The list opens the page: its first picture is the page's main image (LCP), not lazy. */
  eagerFirst?: boolean;
}) {
  if (eventos.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul className={styles.grid}>
      {eventos.map((evento, i) => (
        <li key={evento.idEvento}>
          <EventCard evento={evento} eager={eagerFirst && i === 0} />
        </li>
      ))}
    </ul>
  );
}
