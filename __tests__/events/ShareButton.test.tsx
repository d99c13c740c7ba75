import * as React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import ShareButton from "../../src/components/events/ShareButton";

const URL_41 = `${window.location.origin}/events/41/`;

afterEach(() => {
  Object.defineProperty(navigator, "share", { configurable: true, value: undefined });
});

/** Sets the clipboard after userEvent.setup(), which installs its own. */
const setClipboard = (writeText: (text: string) => Promise<void>) =>
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });

test("with Web Share, opens the system menu with the event's title and link", async () => {
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

test("closing the share menu is neither an error nor copies anything", async () => {
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

test("without Web Share, copies the link and confirms it in Spanish", async () => {
  const user = userEvent.setup();
  const writeText = jest.fn().mockResolvedValue(undefined);
  setClipboard(writeText);
  render(<ShareButton title="Taller" path="/events/41/" />);
  await user.click(screen.getByRole("button", { name: "Compartir" }));
  expect(writeText).toHaveBeenCalledWith(URL_41);
  expect(await screen.findByRole("status")).toHaveTextContent("Enlace copiado.");
});

test("when the clipboard refuses, shows the link selected to copy by hand", async () => {
  const user = userEvent.setup();
  setClipboard(jest.fn().mockRejectedValue(new DOMException("no", "NotAllowedError")));
  render(<ShareButton title="Taller" path="/events/41/" />);
  await user.click(screen.getByRole("button", { name: "Compartir" }));
  const field = await screen.findByRole("textbox", { name: /cópialo desde aquí/ });
  expect(field).toHaveValue(URL_41);
  expect(field).toHaveFocus();
});
