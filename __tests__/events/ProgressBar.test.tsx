import * as React from "react";
import { act, render, screen } from "@testing-library/react";
import { ProgressBar } from "../../src/components/events/ProgressBar";
import type { Fechas } from "../../src/school-api/types";

const DAY = 24 * 3_600_000;
const NOW = Date.parse("2027-01-01T12:00:00-05:00");
const fechas = (fechaInicio: string | null): Fechas => ({
  dayOfMonth: null,
  month: null,
  year: null,
  hourInicio: null,
  minuteInicio: null,
  hourFin: null,
  minuteFin: null,
  fechaInicio,
  fechaFinalTotal: null,
});

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(NOW);
});
afterEach(() => jest.useRealTimers());

test("is an accessible progress bar with its value in text", () => {
  render(<ProgressBar fechas={fechas(new Date(NOW + 15 * DAY).toISOString())} label="Retiro" />);
  const bar = screen.getByRole("progressbar", { name: "Tiempo restante: Retiro" });
  expect(bar).toHaveAttribute("aria-valuenow", "50");
  expect(bar).toHaveAttribute("aria-valuetext", "Faltan 15 días");
  expect(screen.getByText("Faltan 15 días")).toBeInTheDocument();
});

test("updates while the page is open", () => {
  render(<ProgressBar fechas={fechas(new Date(NOW + 2 * 60_000).toISOString())} label="Clase" />);
  const bar = screen.getByRole("progressbar");
  expect(bar).toHaveAttribute("aria-valuetext", "Faltan 2 minutos");
  act(() => {
    jest.advanceTimersByTime(60_000);
  });
  expect(bar).toHaveAttribute("aria-valuetext", "Falta 1 minuto");
  act(() => {
    jest.advanceTimersByTime(90_000);
  });
  expect(bar).toHaveAttribute("aria-valuetext", "Evento en curso o finalizado");
  expect(bar).toHaveAttribute("aria-valuenow", "0");
});

test("without a date says 'Fecha no disponible'", () => {
  render(<ProgressBar fechas={fechas(null)} label="Taller" />);
  expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuetext", "Fecha no disponible");
});
