/** The weekly timetable of docs/product.md §1 (static). */
export const WEEKLY_TIMETABLE = [
  { day: "Martes", start: "9:00", end: "11:00", name: "Yoga IKY" },
  { day: "Martes", start: "19:20", end: "20:45", name: "Yoga IKY" },
  { day: "Jueves", start: "9:00", end: "11:00", name: "Yoga IKY" },
  { day: "Sábado", start: "8:00", end: "10:00", name: "Yoga IKY" },
  { day: "Sábado", start: "11:00", end: "13:00", name: "Clase de movimiento (IKYnesis)" },
];

export type ClassSlot = (typeof WEEKLY_TIMETABLE)[number];

/** The slots grouped by day, in the week's order, for a calendar-like view. */
export function timetableByDay(slots: readonly ClassSlot[] = WEEKLY_TIMETABLE) {
  const days = new Map<string, ClassSlot[]>();
  for (const slot of slots) days.set(slot.day, [...(days.get(slot.day) ?? []), slot]);
  return Array.from(days, ([day, daySlots]) => ({ day, slots: daySlots }));
}
