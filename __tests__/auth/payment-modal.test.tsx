import * as React from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PaymentModal } from "../../src/components/payment/PaymentModal";

const mockLoadStripe = jest.fn();
jest.mock("@stripe/stripe-js/pure", () => ({ loadStripe: (key: string) => mockLoadStripe(key) }));

describe("PaymentModal", () => {
  it("loads Stripe.js only when opened and shows when it cannot", async () => {
    mockLoadStripe.mockRejectedValue(new Error("Failed to load Stripe.js"));
    const { rerender } = render(<PaymentModal open={false} onClose={jest.fn()} />);
    expect(mockLoadStripe).not.toHaveBeenCalled();
    rerender(<PaymentModal open onClose={jest.fn()} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("No se pudo cargar Stripe");
    expect(mockLoadStripe).toHaveBeenCalledTimes(1);
    mockLoadStripe.mockResolvedValue({});
    await userEvent.click(screen.getByRole("button", { name: "Reintentar la conexión" }));
    expect(await screen.findByText("Conexión segura con Stripe lista.")).toBeInTheDocument();
  });

  it("cancel asks first: No returns with the values, Sí closes", async () => {
    mockLoadStripe.mockResolvedValue({});
    const onClose = jest.fn();
    render(<PaymentModal open onClose={onClose} />);
    await userEvent.type(screen.getByLabelText("Número de tarjeta"), "4242424242424242");
    expect(screen.getByLabelText("Número de tarjeta")).toHaveValue("4242 4242 4242 4242");
    await userEvent.type(screen.getByLabelText("Caducidad (MM/AA)"), "1228");
    expect(screen.getByLabelText("Caducidad (MM/AA)")).toHaveValue("12/28");
    await userEvent.click(screen.getByRole("button", { name: "Cancelar" }));
    expect(screen.getByRole("heading", { name: "¿Cancelar el pago?" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "No, volver al pago" }));
    expect(screen.getByLabelText("Número de tarjeta")).toHaveValue("4242 4242 4242 4242");
    await userEvent.click(screen.getByRole("button", { name: "Cancelar" }));
    await userEvent.click(screen.getByRole("button", { name: "Sí, cancelar" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
