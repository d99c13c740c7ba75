import * as React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ShareButton } from "../../src/components/events/ShareButton";

const URL_41 = `${window.location.origin}/events/41/`;

afterEach(() => {
  Object.defineProperty(navigator, "share", { configurable: true, value: undefined });
});

/** Sets the clipboard after userEvent.setup(), which installs its own. */
const setClipboard = (writeText: (text: string) => Promise<void>) =>
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });

test("con Web Share, abre el menú del sistema con el título y el enlace del evento", async () => {
  const user = userEvent.setup();
  const share = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, "share", { configurable: true, value: share });
  const writeText = jest.fn().mockResolvedValue(undefined);
  setClipboard(writeText);
  render(<ShareButton title="Taller de IKYnesis" path="/events/41/" />);
  await user.click(screen.getByRole("button", { name: "Compartir" }));
  expect(share).toHaveBeenCalledWith({
    title: "Taller de IKYnesis",
    text: "Taller de IKYnesis",
    url: URL_41,
  });
  expect(writeText).not.toHaveBeenCalled();
});

test("cerrar el menú de compartir no es un error ni copia nada", async () => {
  const user = userEvent.setup();
  Object.defineProperty(navigator, "share", {
    configurable: true,
    value: jest.fn().mockRejectedValue(new DOMException("cancelado", "AbortError")),
  });
  const writeText = jest.fn().mockResolvedValue(undefined);
  setClipboard(writeText);
  render(<ShareButton title="Taller" path="/events/41/" />);
  await user.click(screen.getByRole("button", { name: "Compartir" }));
  expect(writeText).not.toHaveBeenCalled();
  expect(screen.getByRole("status")).toBeEmptyDOMElement();
});

test("sin Web Share, copia el enlace y lo confirma en español", async () => {
  const user = userEvent.setup();
  const writeText = jest.fn().mockResolvedValue(undefined);
  setClipboard(writeText);
  render(<ShareButton title="Taller" path="/events/41/" />);
  await user.click(screen.getByRole("button", { name: "Compartir" }));
  expect(writeText).toHaveBeenCalledWith(URL_41);
  expect(await screen.findByRole("status")).toHaveTextContent("Enlace copiado.");
});

test("si el portapapeles no deja, muestra el enlace seleccionado para copiarlo a mano", async () => {
  const user = userEvent.setup();
  setClipboard(jest.fn().mockRejectedValue(new DOMException("no", "NotAllowedError")));
  render(<ShareButton title="Taller" path="/events/41/" />);
  await user.click(screen.getByRole("button", { name: "Compartir" }));
  const field = await screen.findByRole("textbox", { name: /cópialo desde aquí/ });
  expect(field).toHaveValue(URL_41);
  expect(field).toHaveFocus();
});
