import type { Messages } from "../types";

export const timetable: Messages["timetable"] = {
  label: "This week's classes",
  until: " to ",
  days: { Martes: "Tuesday", Jueves: "Thursday", Sábado: "Saturday" },
  classes: {
    "Yoga IKY": "IKY Yoga",
    "Clase de movimiento (IKYnesis)": "Movement class (IKYnesis)",
  },
};
