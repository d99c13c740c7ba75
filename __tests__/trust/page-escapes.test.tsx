// Text from the API reaches the document's title and meta tags as text (react-helmet in the
// browser; the server-rendered head is checked in __tests__/webhook/malformed-api.test.tsx).
import * as React from "react";
import { render, waitFor } from "@testing-library/react";
import { Seo } from "../../src/components/layout/Seo";
import { HOSTILE_EVENT, XSS } from "./hostile-text";

describe("the document's title and meta tags", () => {
  test("a hostile event title is the title's text and the attributes' value, nothing more", async () => {
    const title = HOSTILE_EVENT.resumen!;
    render(<Seo title={title} description={XSS} path="/events/41/" />);
    // The browser collapses white space in a title, line breaks included.
    const shown = `${title} | IKY Yoga`.replace(/\s+/g, " ");
    await waitFor(() => expect(document.title).toBe(shown));
    const description = document.head.querySelector('meta[name="description"]');
    expect(description?.getAttribute("content")).toBe(XSS);
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute("content")).toBe(
      `${title} | IKY Yoga`,
    );
    expect(document.querySelector("img, script:not([type])")).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });
});
