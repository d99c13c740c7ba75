import * as React from "react";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Header } from "../../src/components/layout/Header";
import { AuthProvider } from "../../src/components/auth/AuthContext";
import { PanelProvider } from "../../src/components/layout/PanelContext";

// Gatsby's webpack aliases @reach/router; in jest the current path comes from this stand-in.
let mockPathname = "/";
jest.mock("@reach/router", () => ({ useLocation: () => ({ pathname: mockPathname }) }), {
  virtual: true,
});

function renderHeader() {
  const view = render(
    <AuthProvider>
      <PanelProvider>
        <Header />
      </PanelProvider>
    </AuthProvider>,
  );
  return {
    ...view,
    rerenderAt(pathname: string) {
      mockPathname = pathname;
      view.rerender(
        <AuthProvider>
          <PanelProvider>
            <Header />
          </PanelProvider>
        </AuthProvider>,
      );
    },
  };
}

beforeEach(() => {
  mockPathname = "/";
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.body.className = "";
});

describe("the navigation", () => {
  test("the product rules' links, with log in and sign up", () => {
    renderHeader();
    const nav = within(screen.getByRole("navigation", { name: "Principal" }));
    expect(nav.getAllByRole("link").map((a) => a.textContent)).toEqual([
      "Inicio",
      "Nosotros",
      "Yoga",
      "IKYnesis",
      "Kankueb",
      "RIPEY",
      "Ishka",
      "Iniciar sesión",
      "Registrarse",
    ]);
    expect(nav.queryByRole("link", { name: "Acceder a la plataforma" })).not.toBeInTheDocument();
  });

  test("when logged in: 'Acceder a la plataforma' instead of log in and sign up", () => {
    window.localStorage.setItem("authToken", "tok-123");
    window.sessionStorage.setItem("user", JSON.stringify({ username: "ana", user: "Ana" }));
    renderHeader();
    const nav = within(screen.getByRole("navigation", { name: "Principal" }));
    expect(nav.getByRole("link", { name: "Acceder a la plataforma" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^https?:\/\//),
    );
    expect(nav.queryByRole("link", { name: "Iniciar sesión" })).not.toBeInTheDocument();
    expect(nav.queryByRole("link", { name: "Registrarse" })).not.toBeInTheDocument();
  });
});

describe("the side menu (1000 px or less)", () => {
  test("opens with the button, locks scrolling and moves focus into the menu", async () => {
    const main = document.body.appendChild(document.createElement("main"));
    renderHeader();
    const toggle = screen.getByRole("button", { name: "Abrir menú" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    expect(screen.getByRole("button", { name: "Cerrar menú" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(document.body).toHaveClass("scroll-locked");
    expect(screen.getByRole("link", { name: "Inicio" })).toHaveFocus();
    expect(main).toHaveAttribute("inert");
    await userEvent.keyboard("{Escape}");
    expect(main).not.toHaveAttribute("inert");
    main.remove();
  });

  test("Escape closes it, unlocks scrolling and returns focus to the button", async () => {
    renderHeader();
    await userEvent.click(screen.getByRole("button", { name: "Abrir menú" }));
    await userEvent.keyboard("{Escape}");
    const toggle = screen.getByRole("button", { name: "Abrir menú" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
    expect(document.body).not.toHaveClass("scroll-locked");
  });

  test("a click on the overlay closes it", async () => {
    renderHeader();
    await userEvent.click(screen.getByRole("button", { name: "Abrir menú" }));
    await userEvent.click(screen.getByTestId("menu-overlay"));
    expect(screen.getByRole("button", { name: "Abrir menú" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(screen.queryByTestId("menu-overlay")).not.toBeInTheDocument();
  });

  test("closes on a page change", async () => {
    const view = renderHeader();
    await userEvent.click(screen.getByRole("button", { name: "Abrir menú" }));
    expect(document.body).toHaveClass("scroll-locked");
    act(() => view.rerenderAt("/yoga/"));
    expect(screen.getByRole("button", { name: "Abrir menú" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(document.body).not.toHaveClass("scroll-locked");
  });
});
