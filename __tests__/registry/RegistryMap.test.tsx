import * as React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Registry } from "../../src/components/registry/Registry";
import { LazyMap, type LazyMapProps } from "../../src/components/map/LazyMap";
import { SAMPLE } from "./fixtures";

// The map itself (Leaflet) is the foundation's; here only what the registry hands it matters.
jest.mock("../../src/components/map/LazyMap", () => ({ LazyMap: jest.fn(() => null) }));
const mapCalls = () => jest.mocked(LazyMap).mock.calls.map(([props]) => props as LazyMapProps);
const lastMarkers = () =>
  mapCalls()
    .at(-1)
    ?.markers?.map((m) => m.title);

it("gives the map every teacher with coordinates, fitted, following each keystroke", async () => {
  render(<Registry preview={SAMPLE} total={SAMPLE.length} />);
  expect(lastMarkers()).toEqual([
    "Lucía Restrepo Gómez — Cali, Colombia",
    "Andrés Felipe Quintero Díaz — Bogotá, Colombia",
    "Ximena Gutiérrez Ramos — Ciudad de México, México",
    "Sin nombre — Ubicación no especificada",
  ]);
  expect(mapCalls().at(-1)).toMatchObject({ fit: true });

  // No pause needed: the clustered map is redrawn with the table, keystroke by keystroke.
  await userEvent.type(screen.getByLabelText(/Lugar/), "x");
  expect(lastMarkers()).toEqual(["Ximena Gutiérrez Ramos — Ciudad de México, México"]);
  await userEvent.type(screen.getByLabelText(/Lugar/), "{Backspace}c");
  expect(lastMarkers()).toEqual([
    "Lucía Restrepo Gómez — Cali, Colombia",
    "Andrés Felipe Quintero Díaz — Bogotá, Colombia",
    "Ximena Gutiérrez Ramos — Ciudad de México, México",
  ]);
});

it("opens a teacher's record from a marker", async () => {
  global.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
  render(<Registry preview={SAMPLE} total={SAMPLE.length} />);
  React.act(() => mapCalls().at(-1)!.onMarkerClick!("2"));
  expect(await screen.findByRole("dialog", { name: "Ximena Gutiérrez Ramos" })).toBeInTheDocument();
  expect(screen.getByText("Profesorado de Yoga")).toBeInTheDocument();
});
