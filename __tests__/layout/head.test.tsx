import * as React from "react";
import { render } from "@testing-library/react";
import { useDocumentTitle } from "../../src/components/layout/Seo";
import { wrapRootElement } from "../../src/wrap";
import { pageMessages } from "../../src/i18n/catalog";
import { renderHead } from "../fixtures/head";

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

  it("of the English 404 (/en/404.html, what nginx serves for an unknown /en/ address) is English", () => {
    const { Head } =
      jest.requireActual<typeof import("../../src/pages/404")>("../../src/pages/404");
    const { lang, markup } = renderHead(
      <Head
        location={{ pathname: "/en/404.html" }}
        params={{}}
        data={{}}
        pageContext={{ locale: "en", messages: pageMessages("en") }}
        serverData={{}}
      />,
    );
    expect(lang).toBe("en");
    expect(markup).toContain("Page not found");
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
