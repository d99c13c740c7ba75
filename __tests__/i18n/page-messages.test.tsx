import * as React from "react";
jest.mock("@reach/router", () => ({ useLocation: () => ({ pathname: "/en/yoga/" }) }), {
  virtual: true,
});
import { render, screen } from "@testing-library/react";
import type { Page } from "gatsby";
import { onCreatePage } from "../../src/node/on-create-page";
import { pageMessages } from "../../src/i18n/catalog";
import { fill, plural, tpl } from "../../src/i18n/message";
import { wrapPageElement } from "../../src/wrap";
import es from "../../src/i18n/es";
import en from "../../src/i18n/en";

describe("a page's strings travel in its context (its page-data.json)", () => {
  const created: Page[] = [];
  beforeAll(() => {
    const actions = {
      createPage: (page: Page) => created.push(page),
      deletePage: jest.fn(),
    };
    const page: Page = { path: "/yoga/", component: "/src/pages/yoga.tsx", context: {} };
    void (onCreatePage as (args: unknown) => void)({ page, actions });
  });

  it("gives each language's page that language's messages, and only those", () => {
    const [spanish, english] = created;
    expect(spanish?.context).toMatchObject({ locale: "es", messages: pageMessages("es") });
    expect(english?.path).toBe("/en/yoga/");
    expect(english?.context).toMatchObject({ locale: "en", messages: pageMessages("en") });
    const text = JSON.stringify(english?.context);
    expect(text).toContain(en.layout.skipToContent);
    expect(text).not.toContain(es.layout.skipToContent);
  });

  it("leaves out the cookie banner's words, which only the build reads", () => {
    expect(Object.keys(created[0]?.context ?? {})).toContain("messages");
    expect(Object.keys(pageMessages("es"))).not.toContain("consent");
  });

  it("is plain data: it survives JSON, as page-data.json carries it", () => {
    const messages = pageMessages("en");
    expect(JSON.parse(JSON.stringify(messages))).toEqual(messages);
  });

  it("is what the page renders: wrapPageElement reads the language and messages there", () => {
    const context = created[1]?.context;
    const element = (wrapPageElement as (args: unknown) => React.ReactElement)({
      element: <p>page</p>,
      props: { pageContext: context, location: { pathname: "/en/yoga/" }, path: "/en/yoga/" },
    });
    // The jest wrapper's Spanish provider is outside: the page's own one wins.
    render(element);
    expect(screen.getByRole("link", { name: en.layout.skipToContent })).toBeInTheDocument();
    expect(screen.queryByText(es.layout.skipToContent)).toBeNull();
  });
});

describe("fill", () => {
  it("puts the arguments in their places", () => {
    expect(fill(tpl("{title}: image {n}"), { title: "Retiro", n: 2 })).toBe("Retiro: image 2");
  });

  it("chooses a plural's form by n, and groups digits in the page's language when asked", () => {
    const teachers = plural("1 teacher", "{n} teachers");
    expect(fill(teachers, { n: 1 })).toBe("1 teacher");
    expect(fill(teachers, { n: 5000 }, "es-CO")).toBe("5.000 teachers");
    expect(fill(teachers, { n: 5000 }, "en-GB")).toBe("5,000 teachers");
  });

  it("is checked by tsc: the names of a message's arguments, in every call", () => {
    const imagesOf = en.events.imagesOf;
    // @ts-expect-error: imagesOf takes a title, not a name.
    fill(imagesOf, { name: "x" });
    // @ts-expect-error: a title is required.
    fill(imagesOf, {});
    expect(fill(imagesOf, { title: "x" })).toBe("Images of x");
  });
});
