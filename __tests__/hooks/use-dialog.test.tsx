import * as React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useDialog } from "../../src/hooks/use-dialog";
import { Modal } from "../../src/components/ui/Modal";
import { SlidePanel } from "../../src/components/profile/SlidePanel";

// jsdom has no showModal: the hook's own keyboard handling is what is tested here (in a
// browser the native modal dialog adds the inert page behind).
function Harness({ lockScroll = false }: { lockScroll?: boolean }) {
  const [open, setOpen] = React.useState(false);
  const ref = useDialog({ open, onClose: () => setOpen(false), lockScroll });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <dialog ref={ref} aria-label="Diálogo de prueba">
        {open && (
          <>
            <button type="button">Primero</button>
            <input aria-label="Nombre" />
            <button type="button" onClick={() => setOpen(false)}>
              Último
            </button>
          </>
        )}
      </dialog>
    </>
  );
}

const dialog = () => screen.getByRole("dialog", { hidden: true }) as HTMLDialogElement;

test("opening moves focus in; Tab and Shift+Tab stay inside", async () => {
  render(<Harness />);
  await userEvent.click(screen.getByRole("button", { name: "Abrir" }));
  expect(dialog()).toHaveAttribute("open");
  expect(screen.getByRole("button", { name: "Primero" })).toHaveFocus();

  await userEvent.tab();
  expect(screen.getByRole("textbox", { name: "Nombre" })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole("button", { name: "Último" })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole("button", { name: "Primero" })).toHaveFocus();
  await userEvent.tab({ shift: true });
  expect(screen.getByRole("button", { name: "Último" })).toHaveFocus();
});

test("Escape closes and focus returns to the opener", async () => {
  render(<Harness />);
  const opener = screen.getByRole("button", { name: "Abrir" });
  await userEvent.click(opener);
  await userEvent.type(screen.getByRole("textbox", { name: "Nombre" }), "Ana");
  await userEvent.keyboard("{Escape}");
  expect(dialog()).not.toHaveAttribute("open");
  expect(opener).toHaveFocus();
});

test("closing from inside returns focus too", async () => {
  render(<Harness />);
  const opener = screen.getByRole("button", { name: "Abrir" });
  await userEvent.click(opener);
  await userEvent.click(screen.getByRole("button", { name: "Último" }));
  expect(dialog()).not.toHaveAttribute("open");
  expect(opener).toHaveFocus();
});

test("a click on the backdrop (the <dialog> itself) closes", async () => {
  render(<Harness />);
  await userEvent.click(screen.getByRole("button", { name: "Abrir" }));
  await userEvent.click(dialog());
  expect(dialog()).not.toHaveAttribute("open");
});

test("the scroll lock is taken while open and always given back", async () => {
  const { unmount } = render(<Harness lockScroll />);
  await userEvent.click(screen.getByRole("button", { name: "Abrir" }));
  expect(document.body).toHaveClass("scroll-locked");
  await userEvent.keyboard("{Escape}");
  expect(document.body).not.toHaveClass("scroll-locked");
  await userEvent.click(screen.getByRole("button", { name: "Abrir" }));
  unmount();
  expect(document.body).not.toHaveClass("scroll-locked");
});

test("uses the native modal dialog where there is one", async () => {
  // As the browser does: shown, and focus on its first control.
  const showModal = jest.fn(function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
    this.querySelector("button")?.focus();
  });
  const close = jest.fn(function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  });
  Object.assign(HTMLDialogElement.prototype, { showModal, close });
  try {
    render(<Harness />);
    await userEvent.click(screen.getByRole("button", { name: "Abrir" }));
    expect(showModal).toHaveBeenCalledTimes(1);
    await userEvent.keyboard("{Escape}");
    expect(close).toHaveBeenCalledTimes(1);
  } finally {
    const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
    delete proto.showModal;
    delete proto.close;
  }
});

describe("Modal and SlidePanel share it", () => {
  function Both() {
    const [which, setWhich] = React.useState<"modal" | "panel" | null>(null);
    return (
      <>
        <button type="button" onClick={() => setWhich("modal")}>
          Abrir el modal
        </button>
        <button type="button" onClick={() => setWhich("panel")}>
          Abrir el panel
        </button>
        <Modal open={which === "modal"} onClose={() => setWhich(null)} title="Folleto">
          <p>Contenido</p>
        </Modal>
        <SlidePanel open={which === "panel"} onClose={() => setWhich(null)} label="Mi cuenta">
          <a href="/login/">Iniciar sesión</a>
        </SlidePanel>
      </>
    );
  }

  test.each([
    ["Abrir el modal", "Cerrar"],
    ["Abrir el panel", "Cerrar panel"],
  ])("%s: focus in, Escape out, focus back", async (openLabel, closeLabel) => {
    render(<Both />);
    const opener = screen.getByRole("button", { name: openLabel });
    await userEvent.click(opener);
    expect(screen.getByRole("button", { name: closeLabel })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("button", { name: closeLabel })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
