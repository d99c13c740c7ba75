import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import { SubscriptionProvider } from "../../src/components/subscription/SubscriptionContext";
import { PlanCard } from "../../src/components/plans/PlanCard";
import { fakeResponse, routeFetch } from "./fake-response";

const plan = { idPlan: 2, nombre: "Premium presencial", costoMensualEur: 40, descripcion: [] };

const renderCard = () =>
  render(
    <SubscriptionProvider>
      <PlanCard plan={plan} />
    </SubscriptionProvider>,
  );

afterEach(() => {
  window.localStorage.clear();
  jest.mocked(navigate).mockClear();
});

describe("subscription from a plan card", () => {
  it("without a token: straight to /login-subscription with the plan, no call", async () => {
    const fetchMock = routeFetch({});
    renderCard();
    await userEvent.click(screen.getByRole("button", { name: "Inscribirse" }));
    expect(navigate).toHaveBeenCalledWith("/login-subscription/?plan=2");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("with a token: both options, and a checkout_url off the allowed origins is refused", async () => {
    window.localStorage.setItem("authToken", "tok-est");
    const fetchMock = routeFetch({
      "GET /api/stripe/generarEnlaceSuscripcion/2?incluirSuplemento=false": () =>
        fakeResponse(200, { checkout_url: "https://evil.example.com/phish" }),
    });
    renderCard();
    await userEvent.click(screen.getByRole("button", { name: "Inscribirse" }));
    const dialog = await screen.findByRole("dialog", { name: "Inscribirse: Premium presencial" });
    expect(dialog).toHaveTextContent("¿Qué es IKYnesis?");
    expect(dialog).toHaveTextContent("46 €");
    await userEvent.click(screen.getByRole("button", { name: "Inscribirse al plan normal" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "No se pudo generar el enlace de pago. Intenta de nuevo.",
    );
    const init = fetchMock.mock.calls[0]?.[1];
    expect((init?.headers as Record<string, string>).Authorization).toBe("tok-est");
  });

  it("the terms and the data policy are linked before the way to checkout", async () => {
    window.localStorage.setItem("authToken", "tok-est");
    routeFetch({});
    renderCard();
    await userEvent.click(screen.getByRole("button", { name: "Inscribirse" }));
    const dialog = await screen.findByRole("dialog", { name: "Inscribirse: Premium presencial" });
    const terms = within(dialog).getByRole("link", { name: /^Términos de la suscripción/ });
    const policy = within(dialog).getByRole("link", { name: /^Política de tratamiento de datos/ });
    expect(terms).toHaveAttribute("href", "/terminos/");
    expect(policy).toHaveAttribute("href", "/privacidad/");
    // A new tab: the modal and the chosen plan stay where they are.
    expect(terms).toHaveAttribute("target", "_blank");
    const checkout = within(dialog).getByRole("button", { name: "Inscribirse al plan + IKYnesis" });
    expect(terms.compareDocumentPosition(checkout) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("a failed call says so", async () => {
    window.localStorage.setItem("authToken", "tok-est");
    routeFetch({});
    renderCard();
    await userEvent.click(screen.getByRole("button", { name: "Inscribirse" }));
    await userEvent.click(
      await screen.findByRole("button", { name: "Inscribirse al plan + IKYnesis" }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Error al conectar con Stripe. Intenta de nuevo.",
    );
  });
});
