import * as React from "react";
import { WEEKLY_TIMETABLE } from "../../lib/timetable";
import * as styles from "./Timetable.module.css";

const DAYS = ["Martes", "Jueves", "Sábado"];

/** ishka/calendario: the weekly timetable of spec §1, one column per day. */
export function Timetable() {
  return (
    <ol className={styles.week} aria-label="Clases de la semana">
      {DAYS.map((day) => (
        <li key={day} className={styles.day}>
          <h3 className={styles.dayName}>{day}</h3>
          <ul className={styles.slots}>
            {WEEKLY_TIMETABLE.filter((slot) => slot.day === day).map((slot) => (
              <li key={slot.start} className={styles.slot}>
                <span className={styles.time}>
                  {slot.start} – {slot.end}
                </span>
                <span>{slot.name}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
