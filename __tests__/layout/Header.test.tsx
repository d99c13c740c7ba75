import * as React from "react";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TextEncoder } from "node:util";
import { Header } from "../../src/components/layout/Header";
import { AuthProvider } from "../../src/components/auth/AuthContext";
import { PanelProvider } from "../../src/components/layout/PanelContext";
import { LocaleProvider } from "../../src/i18n/LocaleContext";
import { pageMessages } from "../../src/i18n/catalog";
import { fakeResponse, routeFetch } from "../auth/fake-response";
import { inSpanish } from "../fixtures/spanish";

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
      "English",
      "Iniciar sesión",
      "Registrarse",
    ]);
    expect(nav.queryByRole("link", { name: "Acceder a la plataforma" })).not.toBeInTheDocument();
  });

  test("when logged in: 'Acceder a la plataforma' instead of log in and sign up", async () => {
    window.localStorage.setItem("authToken", "tok-123");
    window.sessionStorage.setItem("user", JSON.stringify({ idEstudiante: 7, username: "ana" }));
    // The stored token is checked against the API as the page starts (the provider's check).
    const fetchMock = routeFetch({
      "GET /api/estudiantes": () => fakeResponse(200, { idEstudiante: 7, username: "ana.garcia" }),
    });
    renderHeader();
    const nav = within(screen.getByRole("navigation", { name: "Principal" }));
    const expectLoggedIn = () => {
      expect(nav.getByRole("link", { name: "Acceder a la plataforma" })).toHaveAttribute(
        "href",
        expect.stringMatching(/^https?:\/\//),
      );
      expect(nav.queryByRole("link", { name: "Iniciar sesión" })).not.toBeInTheDocument();
      expect(nav.queryByRole("link", { name: "Registrarse" })).not.toBeInTheDocument();
    };
    // At once, from what the browser stored; and still once the API has confirmed the token.
    expectLoggedIn();
    await waitFor(() =>
      expect(JSON.parse(window.sessionStorage.getItem("user") ?? "{}")).toMatchObject({
        username: "ana.garcia",
      }),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expectLoggedIn();
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

describe("the language switch", () => {
  test("on a client-only page prebuilt at its pattern, a valid URL (no raw brackets)", () => {
    mockPathname = "/confirm/[...]/";
    window.history.replaceState(null, "", "/confirm/[...]/");
    renderHeader();
    const nav = within(screen.getByRole("navigation", { name: "Principal" }));
    const link = nav.getByRole("link", { name: "English" });
    expect(link.getAttribute("href")).toBe("/en/confirm/%5B...%5D/");
  });

  test("in the menu, the same page in English: named 'English', with hreflang and lang", () => {
    mockPathname = "/yoga/";
    window.history.replaceState(null, "", "/yoga/?x=1#sistema-iky");
    renderHeader();
    const nav = within(screen.getByRole("navigation", { name: "Principal" }));
    const link = nav.getByRole("link", { name: "English" });
    expect(link).toHaveAttribute("href", "/en/yoga/?x=1#sistema-iky");
    expect(link).toHaveAttribute("hreflang", "en");
    expect(link).toHaveAttribute("lang", "en");
  });

  test("on an English page, everything in English and 'Español' back to the Spanish page", () => {
    mockPathname = "/en/privacy/";
    window.history.replaceState(null, "", "/en/privacy/");
    render(
      <LocaleProvider locale="en" messages={pageMessages("en")}>
        <AuthProvider>
          <PanelProvider>
            <Header />
          </PanelProvider>
        </AuthProvider>
      </LocaleProvider>,
    );
    const nav = within(screen.getByRole("navigation", { name: "Main" }));
    expect(nav.getByRole("link", { name: "Español" })).toHaveAttribute("href", "/privacidad/");
    expect(nav.getByRole("link", { name: "About us" })).toHaveAttribute("href", "/en/about/");
    expect(nav.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/en/login/");
  });
});

/**
 * The prebuilt HTML, from React's server renderer (the build's), which wants TextEncoder (jsdom
 * lacks it). The server renderer logs nothing: no warning, no error.
 */
async function renderToString(element: React.ReactElement) {
  Object.assign(globalThis, { TextEncoder: globalThis.TextEncoder ?? TextEncoder });
  const server = await import("react-dom/server");
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    return server.renderToString(element);
  } finally {
    const logged = errors.mock.calls.map((call) => String(call[0]));
    errors.mockRestore();
    expect(logged).toEqual([]);
  }
}

describe("the side menu before hydration (an HTML popover)", () => {
  test("the prebuilt HTML opens it without scripts: popovertarget on the button, popover on the menu", async () => {
    const html = await renderToString(
      inSpanish(
        <AuthProvider>
          <PanelProvider>
            <Header />
          </PanelProvider>
        </AuthProvider>,
      ),
    );
    const doc = new DOMParser().parseFromString(html, "text/html");
    const button = doc.querySelector("button[aria-controls='menu-principal']");
    expect(button?.getAttribute("popovertarget")).toBe("menu-principal");
    expect(doc.getElementById("menu-principal")?.getAttribute("popover")).toBe("auto");
    // HTML forbids aria-expanded beside popovertarget (the Nu checker rejects it).
    expect(button?.hasAttribute("aria-expanded")).toBe(false);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  describe("in a browser with popovers", () => {
    const open = new WeakSet<Element>();
    const { matches } = Element.prototype;
    beforeEach(() => {
      const proto = HTMLElement.prototype as HTMLElement & Record<string, unknown>;
      proto.showPopover = function (this: HTMLElement) {
        open.add(this);
        this.dispatchEvent(Object.assign(new Event("toggle"), { newState: "open" }));
      };
      proto.hidePopover = function (this: HTMLElement) {
        open.delete(this);
        this.dispatchEvent(Object.assign(new Event("toggle"), { newState: "closed" }));
      };
      Element.prototype.matches = function (this: Element, selector: string) {
        return selector === ":popover-open" ? open.has(this) : matches.call(this, selector);
      };
    });
    afterEach(() => {
      const proto = HTMLElement.prototype as unknown as Record<string, unknown>;
      delete proto.showPopover;
      delete proto.hidePopover;
      Element.prototype.matches = matches;
    });

    test("a menu the visitor opened before hydration stays open, and React takes it over", async () => {
      const { hydrateRoot } = await import("react-dom/client");
      const tree = inSpanish(
        <AuthProvider>
          <PanelProvider>
            <Header />
          </PanelProvider>
        </AuthProvider>,
      );
      const container = document.body.appendChild(document.createElement("div"));
      container.innerHTML = await renderToString(tree);
      // What the browser did with the prebuilt HTML before React came.
      const menu = container.querySelector("#menu-principal")!;
      open.add(menu);
      const root = await act(async () => hydrateRoot(container, tree));
      expect(open.has(menu)).toBe(true);
      expect(screen.getByRole("button", { name: "Cerrar menú" })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      expect(document.body).toHaveClass("scroll-locked");
      act(() => root.unmount());
      container.remove();
    });

    test("the browser's closing (Escape, a click beside it) reaches React; React's button drives the popover", async () => {
      renderHeader();
      const menu = screen.getByRole("navigation", { name: "Principal" });
      await userEvent.click(screen.getByRole("button", { name: "Abrir menú" }));
      expect(open.has(menu)).toBe(true);
      expect(screen.queryByTestId("menu-overlay")).not.toBeInTheDocument();
      act(() => (HTMLElement.prototype as HTMLElement).hidePopover.call(menu));
      expect(screen.getByRole("button", { name: "Abrir menú" })).toHaveAttribute(
        "aria-expanded",
        "false",
      );
      expect(document.body).not.toHaveClass("scroll-locked");
      await userEvent.click(screen.getByRole("button", { name: "Abrir menú" }));
      await userEvent.click(screen.getByRole("button", { name: "Cerrar menú" }));
      expect(open.has(menu)).toBe(false);
    });
  });
});
