/**
 * The weekly timetable (src/lib/timetable.ts holds the classes, in Spanish, as the calendar
 * files write them): its labels, and each day's and class's name as the page shows it.
 */
export const timetable = {
  label: "Clases de la semana",
  until: " a ",
  days: { Martes: "Martes", Jueves: "Jueves", Sábado: "Sábado" } as Record<string, string>,
  classes: {
    "Yoga IKY": "Yoga IKY",
    "Clase de movimiento (IKYnesis)": "Clase de movimiento (IKYnesis)",
  } as Record<string, string>,
};
