// Text from the API reaches the document's title and meta tags as text: in the head that a
// page's Head (Gatsby's Head API) writes into the prebuilt HTML, which the browser then renders
// again with React, element by element; the whole event page's head is checked in
// __tests__/webhook/malformed-api.test.tsx.
import * as React from "react";
import { Seo } from "../../src/components/layout/Seo";
import { renderHead } from "../fixtures/head";
import { HOSTILE_EVENT, XSS } from "./hostile-text";

describe("the document's title and meta tags", () => {
  test("a hostile event title is the title's text and the attributes' value, nothing more", () => {
    const title = HOSTILE_EVENT.resumen!;
    // An HTML parser reads every line break as \n.
    const parsed = (text: string) => text.replace(/\r\n?/g, "\n");
    const { head } = renderHead(
      <Seo
        title={title}
        description={XSS}
        path="/events/41/"
        jsonLd={{ "@type": "Event", name: title, description: XSS }}
      />,
    );
    expect(head.querySelector("title")?.textContent).toBe(parsed(`${title} | IKY Yoga`));
    const description = head.querySelector('meta[name="description"]');
    expect(description?.getAttribute("content")).toBe(XSS);
    expect(head.querySelector('meta[property="og:title"]')?.getAttribute("content")).toBe(
      parsed(`${title} | IKY Yoga`),
    );
    // The JSON-LD reads back as the same text, and nothing else became an element.
    const json = JSON.parse(head.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(json).toMatchObject({ name: title, description: XSS });
    expect(head.querySelectorAll("script")).toHaveLength(1);
    expect(head.querySelector("img, script:not([type]), style, base, iframe")).toBeNull();
    expect(head.ownerDocument.body.childNodes).toHaveLength(0);
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });
});
