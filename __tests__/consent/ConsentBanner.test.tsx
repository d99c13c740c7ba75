import * as React from "react";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import { ConsentBanner } from "../../src/components/consent/ConsentBanner";
import * as flow from "../../src/components/consent/consent";

// GATSBY_ANALYTICS_ID is read once at build time; here each test sets its own.
const mockConfig = { ANALYTICS_ID: "G-TEST123" };
jest.mock("../../src/config", () => ({
  get ANALYTICS_ID() {
    return mockConfig.ANALYTICS_ID;
  },
}));
const mockAnalytics = { startAnalytics: jest.fn(), stopAnalytics: jest.fn(), pageView: jest.fn() };
jest.mock("../../src/components/layout/analytics", () => mockAnalytics);

const renderBanner = (props: Partial<React.ComponentProps<typeof ConsentBanner>> = {}) => {
  const onChoose = jest.fn();
  const onClose = jest.fn();
  render(
    <>
      <a href="/">Inicio</a>
      <ConsentBanner
        current={null}
        reopened={false}
        onChoose={onChoose}
        onClose={onClose}
        {...props}
      />
    </>,
  );
  return { onChoose, onClose };
};

describe("ConsentBanner", () => {
  it("is a named landmark offering Rechazar and Aceptar with the same weight, no focus taken", () => {
    renderBanner();
    const region = screen.getByRole("region", { name: "Cookies de analítica" });
    expect(region).toHaveAccessibleDescription(/Google Analytics/);
    const reject = screen.getByRole("button", { name: "Rechazar" });
    const accept = screen.getByRole("button", { name: "Aceptar" });
    expect(reject.className).toBe(accept.className);
    expect(screen.queryByRole("button", { name: "Cerrar" })).not.toBeInTheDocument();
    expect(document.body).toHaveFocus();
    expect(screen.getByRole("link", { name: "Política de datos" })).toHaveAttribute(
      "href",
      "/privacidad/",
    );
  });

  it("works with the keyboard: Tab reaches both choices, Enter and Space choose", async () => {
    const { onChoose } = renderBanner();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Rechazar" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(onChoose).toHaveBeenLastCalledWith("denied");
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Aceptar" })).toHaveFocus();
    await userEvent.keyboard(" ");
    expect(onChoose).toHaveBeenLastCalledWith("granted");
  });

  it("opened again: takes focus, says the current choice, closes with Escape or Cerrar", async () => {
    const { onClose, onChoose } = renderBanner({ reopened: true, current: "granted" });
    expect(screen.getByRole("heading", { name: "Cookies de analítica" })).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("la analítica está aceptada");
    await userEvent.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Cerrar" }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onChoose).not.toHaveBeenCalled();
  });

  it("opens the policy through Gatsby, staying open", async () => {
    renderBanner();
    await userEvent.click(screen.getByRole("link", { name: "Política de datos" }));
    expect(navigate).toHaveBeenCalledWith("/privacidad/");
  });
});

describe("the consent flow", () => {
  const analytics = mockAnalytics;

  beforeEach(() => {
    window.localStorage.clear();
    document.body.innerHTML = "";
    Object.values(analytics).forEach((fn) => fn.mockReset());
    mockConfig.ANALYTICS_ID = "G-TEST123";
    Object.defineProperty(window, "requestIdleCallback", {
      configurable: true,
      value: (callback: () => void) => window.setTimeout(callback, 0),
    });
  });
  it("first visit: the banner, first in the body; nothing tracked until Aceptar", async () => {
    document.body.innerHTML = `<a href="#contenido">Saltar</a><main id="contenido" tabindex="-1"></main>`;
    flow.trackRoute("/confirm/?token=abc");
    flow.askWhenIdle();
    const region = await screen.findByRole("region", { name: "Cookies de analítica" });
    expect(document.body.firstElementChild).toContainElement(region);
    expect(analytics.startAnalytics).not.toHaveBeenCalled();
    expect(analytics.pageView).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Aceptar" }));
    await waitFor(() => expect(analytics.startAnalytics).toHaveBeenCalledWith("G-TEST123"));
    expect(analytics.pageView).toHaveBeenCalledWith(window.location.pathname);
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem("iky-consent") ?? "{}")).toMatchObject({
      analytics: "granted",
    });
    // Focus that was in the banner goes to the page's main content, not to nowhere.
    expect(document.getElementById("contenido")).toHaveFocus();
  });

  it("Rechazar: remembered, no analytics, no banner next time", async () => {
    flow.askWhenIdle();
    await userEvent.click(await screen.findByRole("button", { name: "Rechazar" }));
    await waitFor(() => expect(analytics.stopAnalytics).toHaveBeenCalled());
    expect(analytics.startAnalytics).not.toHaveBeenCalled();
    flow.trackRoute("/yoga/");
    flow.askWhenIdle();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
    expect(analytics.pageView).not.toHaveBeenCalled();
  });

  it("'Preferencias de cookies' opens it again and gives focus back to the opener", async () => {
    window.localStorage.setItem(
      "iky-consent",
      JSON.stringify({ v: 1, analytics: "denied", at: "2026-01-01T00:00:00Z" }),
    );
    const opener = document.createElement("button");
    opener.textContent = "Preferencias de cookies";
    document.body.append(opener);
    opener.focus();
    flow.openCookiePreferences(opener);
    await waitFor(() =>
      expect(screen.getByRole("heading", { name: "Cookies de analítica" })).toHaveFocus(),
    );
    expect(screen.getByRole("status")).toHaveTextContent("rechazada");
    await userEvent.click(screen.getByRole("button", { name: "Aceptar" }));
    await waitFor(() => expect(analytics.startAnalytics).toHaveBeenCalled());
    expect(opener).toHaveFocus();
    expect(flow.currentConsent()).toBe("granted");
  });

  it("without GATSBY_ANALYTICS_ID there is nothing to ask", async () => {
    mockConfig.ANALYTICS_ID = "";
    flow.askWhenIdle();
    flow.trackRoute("/");
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
    expect(analytics.startAnalytics).not.toHaveBeenCalled();
  });
});
