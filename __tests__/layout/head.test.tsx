import * as React from "react";
import { render } from "@testing-library/react";
import { useDocumentTitle } from "../../src/components/layout/use-document-title";
import { wrapRootElement } from "../../src/wrap";
import { pageMessages } from "../../src/i18n/catalog";

// Gatsby's webpack aliases @reach/router; the header (in wrap.tsx's layout) reads the path from it.
jest.mock("@reach/router", () => ({ useLocation: () => ({ pathname: "/" }) }), { virtual: true });

// Each page's head is Gatsby's Head API (`export const Head`, src/components/layout/Seo.tsx).

describe("a page's Head", () => {
  it("is not wrapped in the site's providers, which Gatsby's wrapRootElement would add", () => {
    const wrap = wrapRootElement as unknown as (args: { element: React.ReactNode }) => unknown;
    const head = (
      <meta
        {...({
          location: { pathname: "/" },
          params: {},
          data: {},
          pageContext: { locale: "es", messages: pageMessages("es") },
        } as object)}
      />
    );
    // The Head as Gatsby renders it, with its HeadProps: left alone (no second AuthProvider,
    // which would check the session with the API again).
    expect(wrap({ element: head })).toBe(head);
    // The site's root: wrapped.
    const root = <div />;
    expect(wrap({ element: root })).not.toBe(root);
  });

  it("of the 404 keeps the language of the HTML the host served, read as the code started", () => {
    document.documentElement.lang = "en";
    let render404Head: ((props: object) => string) | undefined;
    // A fresh copy of the modules, as a page load starts them (React with them, one copy).
    jest.isolateModules(() => {
      const { Head } =
        jest.requireActual<typeof import("../../src/pages/404")>("../../src/pages/404");
      const react = jest.requireActual<typeof React>("react");
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const server = require("react-dom/server.node") as typeof import("react-dom/server");
      render404Head = (props) =>
        server.renderToStaticMarkup(react.createElement(Head, props as Parameters<typeof Head>[0]));
    });
    // Gatsby's Head takes <html lang> away on each route change before it sets it again.
    document.documentElement.removeAttribute("lang");
    const markup = render404Head!({
      location: { pathname: "/en/typo/" },
      params: {},
      data: {},
      // Gatsby's router shows its one /404.html page, the Spanish one, for any unknown path.
      pageContext: { locale: "es" },
      serverData: undefined,
    });
    expect(markup).toMatch(/^<html lang="en">/);
    expect(markup).toContain('<meta name="robots" content="noindex"/>');
  });
});

describe("useDocumentTitle (a client-only page's title after it loaded)", () => {
  function Titled({ title }: { title: string }) {
    useDocumentTitle(title);
    return null;
  }

  it("sets the title, and sets it again when Gatsby's Head puts its own <title> back", async () => {
    document.head.innerHTML = "<title>Evento | IKY Yoga</title>";
    const { rerender, unmount } = render(<Titled title="Evento" />);
    expect(document.title).toBe("Evento | IKY Yoga");
    rerender(<Titled title="Taller nuevo" />);
    expect(document.title).toBe("Taller nuevo | IKY Yoga");
    // The Head's render lands later and replaces the <title>.
    document.head.querySelector("title")!.remove();
    const late = document.createElement("title");
    late.textContent = "Evento | IKY Yoga";
    document.head.append(late);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.title).toBe("Taller nuevo | IKY Yoga");
    // Gone with the page: the next page's Head is left alone.
    unmount();
    document.head.innerHTML = "<title>Yoga IKY | IKY Yoga</title>";
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.title).toBe("Yoga IKY | IKY Yoga");
  });
});
