import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import { Timetable } from "../../src/components/timetable/Timetable";
import { WEEKLY_TIMETABLE } from "../../src/lib/timetable";

// One Timetable for the home and Ishka's calendario: every class of docs/product.md §1, by day.
test("one card per day, in the week's order, with every class", () => {
  render(<Timetable />);
  const week = screen.getByRole("list", { name: "Clases de la semana" });
  const days = within(week).getAllByRole("heading", { level: 3 });
  expect(days.map((d) => d.textContent)).toEqual(["Martes", "Jueves", "Sábado"]);
  for (const slot of WEEKLY_TIMETABLE) {
    expect(week).toHaveTextContent(`${slot.start} – a ${slot.end}`);
  }
  expect(within(week).getAllByText("Yoga IKY")).toHaveLength(4);
  expect(within(week).getByText("Clase de movimiento (IKYnesis)")).toBeInTheDocument();
});
