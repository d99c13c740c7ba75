import * as React from "react";
import { readFileSync } from "fs";
import path from "path";
import { render, screen } from "@testing-library/react";
import { navigate, type PageProps } from "gatsby";
import EventAlias, { Head, type EventAliasContext } from "../../src/templates/event-alias";
import { renderHead } from "../fixtures/head";
import { createPages } from "../../src/node/create-pages";
import { pageMessages } from "../../src/i18n/catalog";

const data = { event: { idEvento: 31, resumen: "Meditación de luna llena" } };
const context: EventAliasContext = { id: "node-31", locale: "es", messages: pageMessages("es") };
const props = { data, pageContext: context } as PageProps<Queries.EventAliasQuery>;

it("/event/<id>/ names the event, links and redirects to /events/<id>/, canonical there", () => {
  render(<EventAlias {...props} />);
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Meditación de luna llena");
  expect(screen.getByRole("link", { name: "su página de eventos" })).toHaveAttribute(
    "href",
    "/events/31/",
  );
  expect(navigate).toHaveBeenCalledWith("/events/31/", { replace: true });
  const { head } = renderHead(
    <Head
      location={{ pathname: "/event/31/" }}
      params={{}}
      data={data}
      pageContext={context}
      serverData={{}}
    />,
  );
  expect(head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(
    /\/events\/31\/$/,
  );
  // Without JavaScript too: a refresh to the event's page.
  expect(head.querySelector('meta[http-equiv="refresh"]')?.getAttribute("content")).toBe(
    "0; url=/events/31/",
  );
  expect(head.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
  expect(head.querySelector("title")?.textContent).toBe("Meditación de luna llena | IKY Yoga");
});

it("createPages: a page per event and language given its node's id and language, an alias, a page per legal text", async () => {
  const createPage = jest.fn();
  const graphql = jest.fn();
  // The Event nodes as sourced, in no particular order; the pages follow the events' ids.
  const internal = { type: "Event" };
  const events = [
    { id: "node-8", idEvento: 8, resumen: "Retiro", internal },
    { id: "node-7", idEvento: 7, resumen: "Taller", internal },
  ];
  // The markdown of content/: the legal texts, in both languages, and a section (no page of its own).
  const markdown = (id: string, file: string, lang: string, page: string) => ({
    id,
    parent: file,
    fileAbsolutePath: `/site/content/${file}`,
    fields: { lang },
    frontmatter: { page },
    internal: { type: "MarkdownRemark" },
  });
  // In no particular order (Gatsby lists them by id); the pages follow their files' names.
  const texts = [
    markdown("md-1", "legal/privacidad.md", "es", "privacidad"),
    markdown("md-3", "sections/yoga/01-yoga.md", "es", "yoga"),
    markdown("md-4", "sections/yoga/01-yoga.en.md", "en", "yoga"),
    markdown("md-2", "legal/privacidad.en.md", "en", "privacy"),
  ];
  const reporter = { info: jest.fn(), panicOnBuild: jest.fn(), warn: jest.fn() };
  await createPages!(
    {
      graphql,
      actions: { createPage },
      reporter,
      // The editors' content check runs first; it is content-check's own tests' concern.
      getNodesByType: (type: string) =>
        type === "Event" ? events : type === "MarkdownRemark" ? texts : [],
      getNode: (id: string) => ({ id, relativePath: id }),
    } as unknown as Parameters<NonNullable<typeof createPages>>[0],
    {} as never,
    () => {},
  );
  const pages = createPage.mock.calls.map(([page]) => page);
  const [full, alias, fullEn, aliasEn, other, , , , legalEn, legal] = pages;
  // The page's query asks for everything else (its words, head and phase: event-page-query.test).
  expect(full).toEqual({
    path: "/events/7/",
    component: expect.stringMatching(/templates\/event\.tsx$/),
    context: { id: "node-7", locale: "es", messages: pageMessages("es") },
  });
  expect(fullEn).toMatchObject({ path: "/en/events/7/", context: { id: "node-7", locale: "en" } });
  expect(other).toMatchObject({ path: "/events/8/", context: { id: "node-8" } });
  expect(alias).toEqual({
    path: "/event/7/",
    component: expect.stringMatching(/templates\/event-alias\.tsx$/),
    context: { id: "node-7", locale: "es", messages: pageMessages("es") },
  });
  expect(aliasEn).toMatchObject({ path: "/en/event/7/", context: { id: "node-7", locale: "en" } });
  expect(legal).toMatchObject({ path: "/privacidad/", context: { id: "md-1", locale: "es" } });
  expect(legalEn).toMatchObject({ path: "/en/privacy/", context: { id: "md-2", locale: "en" } });
  expect(legal.component).toMatch(/templates\/legal\.tsx$/);
  expect(createPage).toHaveBeenCalledTimes(10);
  expect(reporter.panicOnBuild).not.toHaveBeenCalled();
  // No query: the events and the legal texts are read from their nodes.
  expect(graphql).not.toHaveBeenCalled();
});

it("the event page's query reads nothing that changes from one build to the next", () => {
  const source = readFileSync(path.join(__dirname, "../../src/templates/event.tsx"), "utf8");
  expect(source).not.toMatch(/buildTime/);
});
