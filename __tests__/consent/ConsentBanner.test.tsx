import { readFileSync } from "node:fs";
import path from "node:path";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import { showBanner, type ShowOptions } from "../../src/components/consent/banner";
import * as flow from "../../src/components/consent/consent";
import { loadPrebuiltBody, preBodyMarkup } from "../fixtures/prebuilt-banner";

// GATSBY_ANALYTICS_ID is read once at build time; here each test sets its own.
const mockConfig = { ANALYTICS_ID: "G-TEST123" };
jest.mock("../../src/config", () => ({
  ...jest.requireActual<object>("../../src/config"),
  get ANALYTICS_ID() {
    return mockConfig.ANALYTICS_ID;
  },
}));
const mockAnalytics = { startAnalytics: jest.fn(), stopAnalytics: jest.fn(), pageView: jest.fn() };
jest.mock("../../src/components/layout/analytics", () => mockAnalytics);

const region = () => screen.getByRole("region", { name: "Cookies de analítica" });
const queryRegion = () => screen.queryByRole("region", { name: "Cookies de analítica" });

/** The prebuilt page, then the controller showing its banner as consent.ts would. */
function show(options: Partial<ShowOptions> = {}) {
  const choose = jest.fn();
  act(() => showBanner({ current: null, reopened: false, opener: null, choose, ...options }));
  return { choose };
}

beforeEach(() => {
  mockConfig.ANALYTICS_ID = "G-TEST123";
  jest.mocked(navigate).mockClear();
});

describe("the banner the build writes into every page", () => {
  it("comes first in the body, outside React's root, hidden, with no inline style", () => {
    loadPrebuiltBody("/yoga/");
    const banner = document.body.firstElementChild as HTMLElement;
    expect(banner.id).toBe("consentimiento");
    expect(banner.hidden).toBe(true);
    expect(document.getElementById("___gatsby")).not.toContainElement(banner);
    expect(queryRegion()).not.toBeInTheDocument();
    expect(banner.outerHTML).not.toMatch(/\sstyle=/);
  });

  it("speaks the page's language: English under /en/, the English 404 page included", () => {
    for (const [pathname, title] of [
      ["/yoga/", "Cookies de analítica"],
      ["/404.html", "Cookies de analítica"],
      ["/en/events/", "Analytics cookies"],
      ["/en/404.html", "Analytics cookies"],
    ] as const) {
      expect(preBodyMarkup(pathname)).toContain(`>${title}</h2>`);
    }
  });

  it("is not written without GATSBY_ANALYTICS_ID", () => {
    mockConfig.ANALYTICS_ID = "";
    expect(preBodyMarkup("/yoga/")).toBe("");
  });

  it("has a rule that keeps what is hidden hidden, whatever display the Button gives", () => {
    const css = readFileSync(
      path.join(__dirname, "../../src/components/consent/ConsentBanner.module.css"),
      "utf8",
    );
    expect(css).toMatch(/\.banner\[hidden\],\s*\.banner \[hidden\]\s*\{\s*display: none;/);
  });
});

describe("the banner shown (src/components/consent/banner.ts)", () => {
  beforeEach(() => loadPrebuiltBody("/yoga/"));

  it("is a named landmark offering Rechazar and Aceptar with the same weight, no focus taken", () => {
    show();
    expect(region()).toHaveAccessibleDescription(/Google Analytics/);
    const reject = screen.getByRole("button", { name: "Rechazar" });
    const accept = screen.getByRole("button", { name: "Aceptar" });
    expect(reject.className).toBe(accept.className);
    expect(screen.queryByRole("button", { name: "Cerrar" })).not.toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(document.body).toHaveFocus();
    expect(screen.getByRole("link", { name: "Política de datos" })).toHaveAttribute(
      "href",
      "/privacidad/",
    );
  });

  it("works with the keyboard: Tab reaches both choices, Enter and Space choose", async () => {
    const { choose } = show();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Rechazar" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(choose).toHaveBeenLastCalledWith("denied");
    expect(queryRegion()).not.toBeInTheDocument();
    expect(document.getElementById("contenido")).toHaveFocus();
    (document.activeElement as HTMLElement).blur();
    show({ choose });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Aceptar" })).toHaveFocus();
    await userEvent.keyboard(" ");
    expect(choose).toHaveBeenLastCalledWith("granted");
  });

  it("keeps --consent-offset while shown, and drops it when it hides", async () => {
    show();
    expect(document.documentElement.style.getPropertyValue("--consent-offset")).toMatch(/^\d+px$/);
    await userEvent.click(screen.getByRole("button", { name: "Rechazar" }));
    expect(document.documentElement.style.getPropertyValue("--consent-offset")).toBe("");
  });

  it("opened again: takes focus, says the current choice, closes with Escape or Cerrar", async () => {
    const opener = document.createElement("button");
    document.body.append(opener);
    const { choose } = show({ reopened: true, current: "granted", opener });
    expect(screen.getByRole("heading", { name: "Cookies de analítica" })).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("la analítica está aceptada");
    await userEvent.keyboard("{Escape}");
    expect(queryRegion()).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    // Escape only while focus is in it.
    show({ reopened: true, current: "denied", opener, choose });
    expect(screen.getByRole("status")).toHaveTextContent("la analítica está rechazada");
    opener.focus();
    await userEvent.keyboard("{Escape}");
    expect(region()).toBeInTheDocument();
    await userEvent.click(within(region()).getByRole("button", { name: "Cerrar" }));
    expect(queryRegion()).not.toBeInTheDocument();
    expect(choose).not.toHaveBeenCalled();

    // A first-visit banner after that shows neither the choice nor Cerrar.
    show();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cerrar" })).not.toBeInTheDocument();
  });

  it("opens the policy through Gatsby, staying open", async () => {
    show();
    await userEvent.click(screen.getByRole("link", { name: "Política de datos" }));
    expect(navigate).toHaveBeenCalledWith("/privacidad/");
    expect(region()).toBeInTheDocument();
  });

  it("leaves a modified click on the policy link to the browser", () => {
    show();
    const link = screen.getByRole("link", { name: "Política de datos" });
    // What the banner did with the click, seen last (jsdom cannot open a new tab).
    let preventedByBanner: boolean | null = null;
    const seeLast = (event: MouseEvent) => {
      preventedByBanner = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener("click", seeLast);
    link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true }));
    window.removeEventListener("click", seeLast);
    expect(preventedByBanner).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe("the consent flow", () => {
  const analytics = mockAnalytics;

  beforeEach(() => {
    window.localStorage.clear();
    Object.values(analytics).forEach((fn) => fn.mockReset());
    Object.defineProperty(window, "requestIdleCallback", {
      configurable: true,
      value: (callback: () => void) => window.setTimeout(callback, 0),
    });
    loadPrebuiltBody("/confirm/");
  });

  it("first visit: the prebuilt banner, first in the body; nothing tracked until Aceptar", async () => {
    const prebuilt = document.body.firstElementChild;
    flow.trackRoute("/confirm/?token=abc");
    flow.askWhenIdle();
    const banner = await screen.findByRole("region", { name: "Cookies de analítica" });
    expect(banner).toBe(prebuilt);
    expect(analytics.startAnalytics).not.toHaveBeenCalled();
    expect(analytics.pageView).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Aceptar" }));
    await waitFor(() => expect(analytics.startAnalytics).toHaveBeenCalledWith("G-TEST123"));
    expect(analytics.pageView).toHaveBeenCalledWith(window.location.pathname);
    expect(queryRegion()).not.toBeInTheDocument();
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
    expect(queryRegion()).not.toBeInTheDocument();
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
    loadPrebuiltBody("/confirm/");
    flow.askWhenIdle();
    flow.trackRoute("/");
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(document.getElementById("consentimiento")).toBeNull();
    expect(analytics.startAnalytics).not.toHaveBeenCalled();
  });
});
