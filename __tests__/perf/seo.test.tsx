import "./text-encoder";
import * as React from "react";
import { render } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { Seo, renderSeoHead } from "../../src/components/layout/Seo";

const head = () => document.head;
const owned = () => [...head().querySelectorAll("[data-seo]")];
const content = (selector: string) => head().querySelector(selector)?.getAttribute("content");

afterEach(() => {
  owned().forEach((node) => node.remove());
  document.title = "";
});

describe("Seo without a head library", () => {
  it("gives the server render its title, tags and escaped JSON-LD, once", () => {
    renderToStaticMarkup(
      <Seo
        title="Yoga IKY"
        description="Qué es el yoga"
        path="/yoga/"
        jsonLd={{ "@type": "Event", name: "</script><script>alert(1)</script>" }}
      />,
    );
    const html = renderToStaticMarkup(<>{renderSeoHead()}</>);
    expect(html).toContain("<title>Yoga IKY | IKY Yoga</title>");
    expect(html).toMatch(/<meta name="description" content="Qué es el yoga" data-seo=""\/>/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/yoga\/" data-seo=""\/>/);
    expect(html).toContain('<script type="application/ld+json" data-seo="">');
    expect(html).not.toContain("</script><script>");
    expect(html).toContain("\\u003c/script\\u003e");
    // Forgotten once read: the next page starts clean.
    expect(renderSeoHead()).toEqual([]);
  });

  it("sets the document's title and head in the browser and replaces them on the next route", () => {
    const { rerender } = render(<Seo title="Yoga IKY" description="Uno" path="/yoga/" />);
    expect(document.title).toBe("Yoga IKY | IKY Yoga");
    expect(content('meta[name="description"]')).toBe("Uno");
    expect(content('meta[property="og:title"]')).toBe("Yoga IKY | IKY Yoga");
    const count = owned().length;

    rerender(
      <Seo
        title="Ripey"
        description="Dos"
        path="/ripey/"
        noindex
        jsonLd={[{ "@type": "Thing" }]}
      />,
    );
    expect(document.title).toBe("Ripey | IKY Yoga");
    expect(head().querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(content('meta[name="description"]')).toBe("Dos");
    expect(content('meta[name="robots"]')).toBe("noindex");
    expect(head().querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(
      /\/ripey\/$/,
    );
    expect(
      JSON.parse(head().querySelector('script[type="application/ld+json"]')!.textContent!),
    ).toEqual({ "@type": "Thing" });
    expect(owned()).toHaveLength(count + 2);
  });

  it("leaves the server's identical tags alone after hydration (no icon refetch)", () => {
    renderToStaticMarkup(<Seo title="IKY Yoga" description="Inicio" path="/" />);
    head().insertAdjacentHTML("beforeend", renderToStaticMarkup(<>{renderSeoHead()}</>));
    head().querySelector("title")?.remove();
    const before = owned();
    render(<Seo title="IKY Yoga" description="Inicio" path="/" />);
    expect(owned()).toEqual(before);
    expect(document.title).toBe("IKY Yoga");
  });
});
