import * as React from "react";
import { timetableByDay } from "../../lib/timetable";
import * as styles from "./Timetable.module.css";

/** 'Planning de la semana': the static weekly classes, one column per day. */
export function Timetable() {
  return (
    <ul className={styles.days}>
      {timetableByDay().map(({ day, slots }) => (
        <li key={day} className={styles.day}>
          <h3 className={styles.dayName}>{day}</h3>
          <ul className={styles.slots}>
            {slots.map((slot) => (
              <li key={slot.start} className={styles.slot}>
                <span className={styles.time}>
                  {slot.start}
                  <span aria-hidden="true"> – </span>
                  <span className="visually-hidden"> a </span>
                  {slot.end}
                </span>
                <span className={styles.name}>{slot.name}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
