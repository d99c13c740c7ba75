import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RegistryTable } from "../../src/components/registry/RegistryTable";
import { teacher } from "./fixtures";

const rows = Array.from({ length: 25 }, (_, i) => teacher(i));
const bodyRows = () => within(screen.getAllByRole("rowgroup")[1]!).queryAllByRole("row");

// jsdom has no layout; collapsing scrolls the toggle back into view.
beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

describe("RegistryTable", () => {
  it("shows 10 rows, expands to all and collapses again", async () => {
    const onExpand = jest.fn();
    render(<RegistryTable rows={rows} onOpen={jest.fn()} onExpand={onExpand} />);
    expect(bodyRows()).toHaveLength(10);
    for (const name of ["Nombre", "Título", "Lugar", "Código"]) {
      expect(screen.getByRole("columnheader", { name })).toBeInTheDocument();
    }

    const toggle = screen.getByRole("button", { name: "Mostrar 15 profesores más" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    expect(bodyRows()).toHaveLength(25);
    expect(onExpand).toHaveBeenCalledTimes(1);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAccessibleName("Mostrar menos");

    await userEvent.click(toggle);
    expect(bodyRows()).toHaveLength(10);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(toggle).toHaveAccessibleName("Mostrar 15 profesores más");
  });

  it("has no toggle with 10 rows or fewer, and says 'profesor' for one more", () => {
    const { rerender } = render(<RegistryTable rows={rows.slice(0, 10)} onOpen={jest.fn()} />);
    expect(screen.queryByRole("button", { name: /Mostrar/ })).not.toBeInTheDocument();
    rerender(<RegistryTable rows={rows.slice(0, 11)} onOpen={jest.fn()} />);
    expect(screen.getByRole("button", { name: "Mostrar 1 profesor más" })).toBeInTheDocument();
  });

  it("counts the rows still to load and says they are coming", async () => {
    render(<RegistryTable rows={rows.slice(0, 10)} total={5000} loadingMore onOpen={jest.fn()} />);
    await userEvent.click(screen.getByRole("button", { name: "Mostrar 4.990 profesores más" }));
    expect(screen.getByRole("status")).toHaveTextContent("Cargando el resto del registro…");
  });

  it("opens a teacher from the name button (keyboard) or anywhere on the row", async () => {
    const onOpen = jest.fn();
    render(<RegistryTable rows={rows} onOpen={onOpen} />);
    screen.getByRole("button", { name: "Nombre3 Apellido3" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(onOpen).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getAllByRole("cell", { name: "Cali, Colombia" })[5]!);
    expect(onOpen).toHaveBeenLastCalledWith(5);
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it("shows the fallbacks for a record without name or title", () => {
    render(
      <RegistryTable
        rows={[teacher(0, { nombre: null, prenom: " ", titulo: null })]}
        onOpen={jest.fn()}
      />,
    );
    expect(screen.getByRole("button", { name: "Sin nombre" })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "Sin título" })).toBeInTheDocument();
  });
});
