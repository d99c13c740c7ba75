import * as React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EnglishOffer } from "../../src/components/layout/Layout";
import { OFFER_DISMISSED_KEY } from "../../src/lib/language-offer";

// Gatsby's webpack aliases @reach/router, which Layout.tsx's header reads.
jest.mock("@reach/router", () => ({ useLocation: () => ({ pathname: "/" }) }), { virtual: true });

const setLanguages = (languages: string[]) =>
  Object.defineProperty(window.navigator, "languages", {
    configurable: true,
    get: () => languages,
  });

afterEach(() => {
  window.localStorage.clear();
  setLanguages(["es-CO", "es"]);
});

describe("EnglishOffer", () => {
  it("offers nothing to a browser that prefers Spanish", () => {
    setLanguages(["es-CO", "en"]);
    const { container } = render(<EnglishOffer />);
    expect(container).toBeEmptyDOMElement();
  });

  it("is a named landmark in English with a link to the English page and a named dismiss button", async () => {
    setLanguages(["en-GB", "es"]);
    render(<EnglishOffer />);
    const offer = await screen.findByRole("complementary", { name: "English version" });
    expect(offer).toHaveAttribute("lang", "en");
    // Behind the side menu, like the rest of the page (Header.tsx makes it inert while open).
    expect(offer).toHaveAttribute("data-behind-menu");
    expect(screen.getByRole("link", { name: "Read this page in English" })).toHaveAttribute(
      "href",
      "/en/",
    );
    expect(screen.getByRole("button", { name: "No thanks, stay in Spanish" })).toBeVisible();
  });

  it("is operated by keyboard: Tab reaches the link then the button, Enter dismisses it for good", async () => {
    setLanguages(["en-US"]);
    const user = userEvent.setup();
    const { unmount } = render(
      <>
        <EnglishOffer />
        <main id="contenido" tabIndex={-1} />
      </>,
    );
    await screen.findByRole("complementary", { name: "English version" });
    await user.tab();
    expect(screen.getByRole("link", { name: "Read this page in English" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: /No thanks/ })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("complementary")).toBeNull();
    // Focus is not dropped on the body: it moves to the page's main landmark.
    expect(screen.getByRole("main")).toHaveFocus();
    expect(window.localStorage.getItem(OFFER_DISMISSED_KEY)).toBe("1");
    unmount();
    render(<EnglishOffer />);
    expect(screen.queryByRole("complementary")).toBeNull();
  });
});
