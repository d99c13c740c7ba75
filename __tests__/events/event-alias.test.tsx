import * as React from "react";
import { readFileSync } from "fs";
import path from "path";
import { render, screen } from "@testing-library/react";
import { navigate, type PageProps } from "gatsby";
import EventAlias, { Head, type EventAliasContext } from "../../src/templates/event-alias";
import { renderHead } from "../fixtures/head";
import { createPages } from "../../src/node/create-pages";
import { pageMessages } from "../../src/i18n/catalog";

const props = (context: EventAliasContext) =>
  ({ pageContext: context }) as unknown as PageProps<object, EventAliasContext>;

it("/event/<id>/ names the event, links and redirects to /events/<id>/, canonical there", () => {
  render(
    <EventAlias
      {...props({
        idEvento: 31,
        resumen: "Meditación de luna llena",
        locale: "es",
        messages: pageMessages("es"),
      })}
    />,
  );
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
      data={{}}
      pageContext={{
        idEvento: 31,
        resumen: "Meditación de luna llena",
        locale: "es",
        messages: pageMessages("es"),
      }}
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

it("createPages: a full page per event and language, a light alias without a query, a page per legal text", async () => {
  const createPage = jest.fn();
  const past = { fechaInicio: "2020-03-01T09:00:00-05:00", fechaFinalTotal: null };
  const future = { fechaInicio: "2999-03-01T09:00:00-05:00", fechaFinalTotal: null };
  const graphql = jest.fn(async () => ({
    data: {
      allMarkdownRemark: {
        nodes: [
          { id: "md-1", fields: { lang: "es" }, frontmatter: { page: "privacidad" } },
          { id: "md-2", fields: { lang: "en" }, frontmatter: { page: "privacy" } },
        ],
      },
    },
  }));
  // The Event nodes as sourced, in no particular order; the pages follow the events' ids.
  const events = [
    { id: "node-8", idEvento: 8, resumen: "Retiro", fechas: past },
    { id: "node-7", idEvento: 7, resumen: "Taller", fechas: future },
  ];
  const reporter = { info: jest.fn(), panicOnBuild: jest.fn() };
  await (createPages as unknown as (args: object) => Promise<void>)({
    graphql,
    actions: { createPage },
    reporter,
    // The editors' content check runs first (on the other types); it is content-check's own
    // tests' concern.
    getNodesByType: (type: string) => (type === "Event" ? events : []),
    getNode: () => undefined,
  });
  const pages = createPage.mock.calls.map(([page]) => page);
  const [full, alias, fullEn, aliasEn, ended, , , , legal, legalEn] = pages;
  // The phase, not the build's time: the page's data stays the same from build to build while
  // the event does (a rebuild after one event changed rewrites that event's page alone).
  expect(full).toMatchObject({
    path: "/events/7/",
    context: { id: "node-7", phaseAtBuild: "upcoming", locale: "es", messages: pageMessages("es") },
  });
  expect(fullEn).toMatchObject({
    path: "/en/events/7/",
    context: { id: "node-7", phaseAtBuild: "upcoming", locale: "en" },
  });
  expect(ended).toMatchObject({ path: "/events/8/", context: { phaseAtBuild: "ended" } });
  // Its words, worked out here in the page's language, so the page's code need not.
  expect(full.context.texts).toMatchObject({
    date: "viernes, 1 de marzo de 2999",
    time: "09:00",
    price: "Gratis",
    link: null,
  });
  expect(full.context.texts.googleCalendar).toMatch(/^https:\/\/calendar\.google\.com\//);
  expect(full.context.texts.mail).toMatch(/^mailto:.*Taller/);
  expect(fullEn.context.texts).toMatchObject({ date: "Friday, 1 March 2999", price: "Free" });
  expect(full.context.head).toMatchObject({
    title: "Taller",
    description: "Taller en IKY Yoga, Cali.",
    jsonLd: { "@type": "Event", name: "Taller", startDate: future.fechaInicio, inLanguage: "es" },
  });
  expect(fullEn.context.head.jsonLd).toMatchObject({
    url: expect.stringMatching(/\/en\/events\/7\/$/),
  });
  expect(full.component).toMatch(/templates\/event\.tsx$/);
  expect(alias).toMatchObject({ path: "/event/7/", context: { idEvento: 7, resumen: "Taller" } });
  expect(aliasEn).toMatchObject({ path: "/en/event/7/", context: { idEvento: 7, locale: "en" } });
  expect(alias.component).toMatch(/templates\/event-alias\.tsx$/);
  expect(legal).toMatchObject({
    path: "/privacidad/",
    context: { id: "md-1", locale: "es", messages: pageMessages("es") },
  });
  expect(legalEn).toMatchObject({ path: "/en/privacy/", context: { id: "md-2", locale: "en" } });
  expect(legal.component).toMatch(/templates\/legal\.tsx$/);
  expect(createPage).toHaveBeenCalledTimes(10);
  expect(reporter.panicOnBuild).not.toHaveBeenCalled();
  // One query: the legal texts. The events are read from their nodes.
  expect(graphql).toHaveBeenCalledTimes(1);
});

it("the event page's query reads nothing that changes from one build to the next", () => {
  const source = readFileSync(path.join(__dirname, "../../src/templates/event.tsx"), "utf8");
  expect(source).not.toMatch(/buildTime/);
});
