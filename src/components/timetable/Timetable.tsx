import * as React from "react";
import { timetableByDay } from "../../lib/timetable";
import * as styles from "./Timetable.module.css";
import { useMessages } from "../../i18n/LocaleContext";

/** The weekly classes of docs/product.md §1, one card per day (home and Ishka's calendario). */
export function Timetable() {
  const t = useMessages().timetable;
  return (
    <ol className={styles.days} aria-label={t.label}>
      {timetableByDay().map(({ day, slots }) => (
        <li key={day} className={styles.day}>
          <h3 className={styles.dayName}>{t.days[day] ?? day}</h3>
          <ul className={styles.slots}>
            {slots.map((slot) => (
              <li key={slot.start} className={styles.slot}>
                <span className={styles.time}>
                  {slot.start}
                  <span aria-hidden="true"> – </span>
                  <span className="visually-hidden">{t.until}</span>
                  {slot.end}
                </span>
                <span>{t.classes[slot.name] ?? slot.name}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
