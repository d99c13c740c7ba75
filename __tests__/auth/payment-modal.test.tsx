import * as React from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PaymentModal } from "../../src/components/payment/PaymentModal";
import { installFakeStripe } from "./fake-stripe";

// jsdom loads no outside script: the inserted Stripe.js fails, as a blocked one would.
const mockInsertScript = jest.fn((url: string) => {
  const script = document.createElement("script");
  script.dataset.url = url;
  setTimeout(() => script.dispatchEvent(new Event("error")));
  return script;
});
jest.mock("../../src/components/layout/script-url-policy", () => ({
  ...jest.requireActual<object>("../../src/components/layout/script-url-policy"),
  insertScript: (url: string) => mockInsertScript(url),
}));

afterEach(() => {
  delete (window as unknown as { Stripe?: unknown }).Stripe;
  mockInsertScript.mockClear();
});

describe("PaymentModal", () => {
  it("loads Stripe.js only when opened, says when it cannot, and retries", async () => {
    const { rerender } = render(<PaymentModal open={false} onClose={jest.fn()} />);
    expect(mockInsertScript).not.toHaveBeenCalled();
    rerender(<PaymentModal open onClose={jest.fn()} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("No se pudo cargar Stripe");
    expect(mockInsertScript).toHaveBeenCalledWith("https://js.stripe.com/basil/stripe.js");
    // No card field without Stripe: the site has none of its own.
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    installFakeStripe();
    await userEvent.click(screen.getByRole("button", { name: "Reintentar la conexión" }));
    expect(await screen.findByText("Conexión segura con Stripe lista.")).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Número de tarjeta" })).toBeInTheDocument();
  });

  it("the three fields are Stripe's; cancel asks first: No returns to them as typed, Sí clears and closes", async () => {
    installFakeStripe();
    const onClose = jest.fn();
    render(<PaymentModal open onClose={onClose} />);
    const number = await screen.findByRole("textbox", { name: "cardNumber (Stripe)" });
    // (@stripe/stripe-js keeps the Stripe it loaded first: the fields are asked of that one.)
    expect(screen.getByRole("group", { name: "Número de tarjeta" })).toContainElement(number);
    expect(screen.getByRole("group", { name: "Caducidad (MM/AA)" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "CVV" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Pagar" }));
    expect(screen.getByText(/Completa el número, la caducidad y el CVV/)).toBeInTheDocument();
    await userEvent.type(number, "4242424242424242");
    await userEvent.type(screen.getByRole("textbox", { name: "cardExpiry (Stripe)" }), "1228");
    await userEvent.type(screen.getByRole("textbox", { name: "cardCvc (Stripe)" }), "123");
    await userEvent.click(screen.getByRole("button", { name: "Pagar" }));
    expect(screen.getByText(/Este formulario no hace cargos/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Cancelar" }));
    expect(screen.getByRole("heading", { name: "¿Cancelar el pago?" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "No, volver al pago" }));
    expect(screen.getByRole("textbox", { name: "cardNumber (Stripe)" })).toHaveValue(
      "4242424242424242",
    );
    await userEvent.click(screen.getByRole("button", { name: "Cancelar" }));
    await userEvent.click(screen.getByRole("button", { name: "Sí, cancelar" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(number).toHaveValue("");
  });
});
