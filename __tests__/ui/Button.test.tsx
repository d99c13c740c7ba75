import * as React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Button, ButtonLink, buttonClass } from "../../src/components/ui/Button";

// Class names come out as written (CSS modules mock): "button primary" and so on.
describe("Button", () => {
  test("is a <button type=button> with the primary look unless told otherwise", async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Inscribirse</Button>);
    const button = screen.getByRole("button", { name: "Inscribirse" });
    expect(button).toHaveAttribute("type", "button");
    expect(button).toHaveClass("button", "primary");
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  test("submits its form when it is the submit", async () => {
    const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Enviar</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Enviar" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  test("takes the keyboard focus and is pressed with Enter and Space", async () => {
    const onClick = jest.fn();
    render(
      <Button variant="secondary" onClick={onClick}>
        Cancelar
      </Button>,
    );
    await userEvent.tab();
    const button = screen.getByRole("button", { name: "Cancelar" });
    expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  test("variants, sizes and the caller's placing class", () => {
    render(
      <>
        <Button variant="ghost" size="small" className="spot">
          Uno
        </Button>
        <Button variant="secondary" block>
          Dos
        </Button>
      </>,
    );
    const one = screen.getByRole("button", { name: "Uno" });
    expect(one).toHaveClass("button", "ghost", "small", "spot");
    expect(one).not.toHaveClass("primary");
    expect(screen.getByRole("button", { name: "Dos" })).toHaveClass("secondary", "block");
  });

  test("passes its ref to the <button> (dialogs focus their first action)", () => {
    const ref = React.createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Sí</Button>);
    expect(ref.current).toBe(screen.getByRole("button", { name: "Sí" }));
  });

  test("busy: aria-disabled keeps it focusable", () => {
    render(<Button aria-disabled>Enviando…</Button>);
    const button = screen.getByRole("button", { name: "Enviando…" });
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toBeEnabled();
  });
});

describe("ButtonLink", () => {
  test("a site path is a link with the button's look", () => {
    render(<ButtonLink to="/yoga/">Descubre el yoga</ButtonLink>);
    const link = screen.getByRole("link", { name: "Descubre el yoga" });
    expect(link).toHaveAttribute("href", "/yoga/");
    expect(link).toHaveClass("button", "primary");
  });

  test("any other address is a plain <a>", () => {
    render(
      <ButtonLink href="mailto:contacto@ikyyoga.com" variant="secondary">
        Escribir a soporte
      </ButtonLink>,
    );
    const link = screen.getByRole("link", { name: "Escribir a soporte" });
    expect(link).toHaveAttribute("href", "mailto:contacto@ikyyoga.com");
    expect(link).toHaveClass("button", "secondary");
  });
});

test("buttonClass gives the same look to another element", () => {
  expect(buttonClass({ variant: "ghost", className: "x" }).split(" ")).toEqual([
    "button",
    "ghost",
    "x",
  ]);
});
