/**
 * @jest-environment node
 */
import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { SourceNodesArgs } from "gatsby";
import malformed from "../../webhook/fixtures/malformed-api.json";
import EventTemplate, { Head } from "../../src/templates/event";
import { eventPageProps } from "../fixtures/event-page";
import { PlanCard } from "../../src/components/plans/PlanCard";
import { RegistryTable } from "../../src/components/registry/RegistryTable";
import type { RegistryEntry } from "../../src/lib/registry-search";
import type { Plan } from "../../src/school-api/types";
import { inSpanish } from "../fixtures/spanish";

// What a build does with malformed API answers: sourcing with the real normaliser and node
// builders never crashes, skips what it cannot read with a warning, and the event page it
// renders (event pages, plan cards, the registry table) shows every HTML-looking string as
// text, never as markup. The receiver's side of these outcomes (a failed build keeps
// `current`, warnings reach /status) is webhook/receiver.test.mjs, with a stand-in build; a
// real build's corrupt cover (the stand-in's event 49) is e2e/faults.spec.ts.

// Each sourcing below loads src/node/ afresh (jest.isolateModules: it reads its settings from
// the environment when loaded). gatsby-source-filesystem is shared instead: through
// gatsby-core-utils and tmp, each load of it adds an exit listener to the process.
const mockFilesystem: unknown = jest.requireActual("gatsby-source-filesystem");
jest.mock("gatsby-source-filesystem", () => mockFilesystem);

const API = "http://api.test";
const HUGE = "Ω<b>".repeat(1_500_000); // 6 MB of text with tags in it

type Answers = Record<string, unknown>;
const PATHS = {
  eventos: "/api/eventos/profesor/13",
  planes: "/api/profesores/public/planes",
  registro: "/api/profesores/public/diplomado",
};

function fakeFetch(answers: Answers, failures: Record<string, number | "network"> = {}) {
  return jest.fn(async (input: string | URL) => {
    const url = new URL(String(input));
    const key = Object.entries(PATHS).find(([, p]) => p === url.pathname)?.[0] ?? url.pathname;
    const failure = failures[key];
    if (failure === "network") throw new TypeError("fetch failed");
    if (typeof failure === "number") return new Response("fallo", { status: failure });
    return new Response(JSON.stringify(answers[key] ?? []), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  });
}

class Panic extends Error {}

function fakeGatsby(previousCount?: number) {
  const nodes: Array<Record<string, unknown> & { internal: { type: string } }> = [];
  const cache = new Map<string, unknown>(
    previousCount === undefined ? [] : [["iky-event-count", previousCount]],
  );
  const warnings: string[] = [];
  const panics: string[] = [];
  const activityPanic = jest.fn((error: { context: { sourceMessage: string } }) => {
    panics.push(error.context.sourceMessage);
    throw new Panic(error.context.sourceMessage);
  });
  const reporter = {
    info: jest.fn(),
    warn: jest.fn((message: string) => warnings.push(message)),
    panic: jest.fn((message: string) => {
      throw new Panic(message);
    }),
    panicOnBuild: jest.fn((message: string) => panics.push(message)),
    activityTimer: () => ({
      start: jest.fn(),
      end: jest.fn(),
      setStatus: jest.fn(),
      panicOnBuild: activityPanic,
    }),
    createProgress: () => ({
      start: jest.fn(),
      tick: jest.fn(),
      setStatus: jest.fn(),
      done: jest.fn(),
    }),
  };
  const args = {
    actions: { createNode: jest.fn((node) => nodes.push(node)) },
    createNodeId: (seed: string) => `id:${seed}`,
    createContentDigest: (input: unknown) => String(JSON.stringify(input).length),
    reporter,
    cache: {
      get: jest.fn(async (key: string) => cache.get(key)),
      set: jest.fn(async (key: string, value: unknown) => cache.set(key, value)),
    },
    getCache: jest.fn(),
  } as unknown as SourceNodesArgs;
  return { args, nodes, warnings, panics, cache };
}

async function source(
  answers: Answers,
  options: { previousCount?: number; failures?: Record<string, number | "network"> } = {},
) {
  process.env.GATSBY_API_URL = API;
  process.env.IKY_FETCH_RETRIES = "2";
  process.env.IKY_FETCH_BACKOFF_MS = "1";
  const fetchMock = fakeFetch(answers, options.failures);
  global.fetch = fetchMock as unknown as typeof fetch;
  let mod: typeof import("../../src/node/source-nodes") | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<typeof import("../../src/node/source-nodes")>(
      "../../src/node/source-nodes",
    );
  });
  const gatsby = fakeGatsby(options.previousCount);
  let error: unknown = null;
  try {
    await (mod!.sourceNodes as (args: SourceNodesArgs) => Promise<void>)(gatsby.args);
  } catch (e) {
    error = e;
  }
  return { ...gatsby, error, fetchMock };
}

const eventos = () => [
  ...malformed.eventos,
  { idEvento: 907, resumen: HUGE, descripcion: HUGE, ubicacionDada: HUGE, acceso: [HUGE] },
];

/** Renders the prebuilt event page as `gatsby build` does (HTML of the body and the head). */
async function renderEventPage(node: Record<string, unknown>) {
  const props = await eventPageProps(node);
  const body = renderToStaticMarkup(inSpanish(<EventTemplate {...props} />));
  const head = renderToStaticMarkup(
    <Head {...props} location={{ pathname: "/events/node/" }} params={{}} serverData={{}} />,
  );
  return { body, head };
}

/** Every element and attribute in a piece of HTML, as written. */
const tags = (html: string) => html.match(/<[a-z][^>]*>/gi) ?? [];

describe("malformed API answers", () => {
  it("reading the API never breaks: skips what is unreadable with a warning and goes on", async () => {
    const run = await source({
      eventos: eventos(),
      planes: malformed.planesMalformados,
      registro: malformed.registroMalformado,
    });
    expect(run.error).toBeNull();
    expect(run.panics).toEqual([]);
    const events = run.nodes.filter((n) => n.internal.type === "Event");
    expect(events.map((n) => n.idEvento).sort()).toEqual([901, 902, 903, 904, 905, 907]);
    // The first 905 wins; the duplicate is a warning.
    expect(events.find((n) => n.idEvento === 905)?.resumen).toBe("Original del 905");
    expect(run.args.reporter.info).toHaveBeenCalledWith(
      "[iky] 6 events, 1 plans, 1 registry teachers, 0 images (16 records skipped, 0 images skipped)",
    );
    expect(run.warnings.join("\n")).toMatch(/idEvento missing or not a number/);
    expect(run.warnings.join("\n")).toMatch(/not an object/);
    // Caps: ten warnings, then one line with the rest counted.
    expect(run.warnings.filter((w) => w.startsWith("[iky] event #"))).toHaveLength(10);
    expect(run.warnings.join("\n")).toMatch(/event: \d+ more records skipped/);

    const wrong = events.find((n) => n.idEvento === 902)!;
    expect(wrong).toMatchObject({
      resumen: "12345",
      descripcion: null,
      precio: null,
      presencial: null,
      acceso: [],
      imagenes: [],
      isInstructorado: false,
    });
    const dates = events.find((n) => n.idEvento === 903)!.fechas as Record<string, unknown>;
    expect(dates.fechaInicio).toBe("invalid");
    expect(dates.fechaFinalTotal).toBe("invalid");
    expect(
      (events.find((n) => n.idEvento === 904)!.fechas as Record<string, unknown>).fechaInicio,
    ).toBe("invalid");

    const huge = events.find((n) => n.idEvento === 907)!;
    expect((huge.descripcion as string).length).toBeLessThanOrEqual(20_000);
    expect((huge.resumen as string).length).toBeLessThanOrEqual(500);
    expect(JSON.stringify(run.nodes).length).toBeLessThan(200_000);

    const plans = run.nodes.filter((n) => n.internal.type === "Plan");
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({ idPlan: 2, costoMensualEur: 0, descripcion: [] });
    const teachers = run.nodes.filter((n) => n.internal.type === "RegistryTeacher");
    expect(teachers).toHaveLength(1);
    expect(teachers[0]).toMatchObject({ latitud: 3.43, longitud: -76.52 });
  });

  it("lists that are not lists: plans, registry or events stop the build, with the URL and what came", async () => {
    // Publishing them as empty lists would empty the registry (or the plans) of the live site.
    const plans = await source({
      eventos: [{ idEvento: 1, resumen: "Uno" }],
      planes: malformed.planes,
    });
    expect(plans.error).toBeInstanceOf(Panic);
    expect(plans.panics[0]).toMatch(
      /http:\/\/api\.test\/api\/profesores\/public\/planes did not answer a list of plans but an object: \{"error":"<h1>Mantenimiento<\/h1>","items":null\}/,
    );
    expect(plans.nodes).toHaveLength(0);

    const registry = await source({ eventos: [], registro: malformed.registro });
    expect(registry.error).toBeInstanceOf(Panic);
    expect(registry.panics[0]).toMatch(
      /diplomado did not answer a list of registry teachers but a string: "<html><body>502 Bad Gateway/,
    );
    expect(registry.nodes).toHaveLength(0);

    const broken = await source({ eventos: { error: "<b>caído</b>" } });
    expect(broken.panics.join("\n")).toMatch(/did not answer a list of events/);
    expect(broken.nodes).toHaveLength(0);

    // An empty list is an answer: no plans (the site then shows the fallback plans).
    const empty = await source({ eventos: [], planes: [], registro: [] });
    expect(empty.error).toBeNull();
    // No node of the API's; the school's facts are content, one node per language.
    expect(empty.nodes.map((node) => node.internal.type)).toEqual(["SchoolFacts", "SchoolFacts"]);
  });

  it("an event page shows the API's HTML as text, never as markup", async () => {
    const run = await source({ eventos: eventos() });
    const events = run.nodes.filter((n) => n.internal.type === "Event");
    for (const node of events) {
      const { body, head } = await renderEventPage(node);
      const html = body + head;
      for (const tag of tags(html)) {
        // API text may sit inside an attribute value (escaped), never make a tag or attribute.
        const bare = tag.replace(/="[^"]*"/g, "");
        expect(bare).not.toMatch(/INYECTADO|\bon[a-z]+\b/i);
        if (/^<script\b/i.test(tag)) expect(tag).toMatch(/type="application\/ld\+json"/);
        expect(tag).not.toMatch(/(href|src)="\s*javascript:/i);
        for (const [, value] of tag.matchAll(/="([^"]*)"/g)) expect(value).not.toMatch(/[<>]/);
      }
      // JSON-LD cannot be closed from inside: '<' is escaped in it.
      for (const script of head.match(/<script[^>]*>[\s\S]*?<\/script>/g) ?? []) {
        expect(script.slice(script.indexOf(">") + 1, -"</script>".length)).not.toMatch(/</);
      }
    }
    const injected = (await renderEventPage(events.find((n) => n.idEvento === 901)!)).body;
    expect(injected).toContain(
      "&lt;script&gt;window.INYECTADO=1&lt;/script&gt;Retiro &lt;b&gt;con etiquetas&lt;/b&gt;",
    );
    expect(injected).toContain("&lt;img src=x onerror=");
    // A javascript: link is not a link: the fallback text of docs/product.md §8 instead.
    expect(injected).toContain("Sin enlace disponible");
    const invalid = (await renderEventPage(events.find((n) => n.idEvento === 903)!)).body;
    expect(invalid).toContain("Fecha inválida");
  });

  it("the plan cards and the registry table show the API's HTML as text", async () => {
    const run = await source({
      eventos: [],
      planes: malformed.planesMalformados,
      registro: malformed.registroMalformado,
    });
    expect(run.error).toBeNull();
    const plans = run.nodes.filter((n) => n.internal.type === "Plan") as unknown as Plan[];
    const rows = run.nodes.filter(
      (n) => n.internal.type === "RegistryTeacher",
    ) as unknown as RegistryEntry[];
    expect(plans).toHaveLength(1);
    expect(rows).toHaveLength(1);
    const html =
      plans.map((plan) => renderToStaticMarkup(inSpanish(<PlanCard plan={plan} />))).join("") +
      renderToStaticMarkup(inSpanish(<RegistryTable rows={rows} onOpen={() => {}} />));
    for (const tag of tags(html)) {
      const bare = tag.replace(/="[^"]*"/g, "");
      expect(bare).not.toMatch(/INYECTADO|\bon[a-z]+\b/i);
      expect(tag).not.toMatch(/^<script\b/i);
    }
    expect(html).toContain("&lt;script&gt;window.INYECTADO=9&lt;/script&gt;Plan");
    expect(html).toContain("&lt;img src=x onerror=window.INYECTADO=10&gt;");
  });

  it("the API down or answering 5xx after the retries stops the build with the URL and the status", async () => {
    const down = await source({}, { failures: { eventos: "network" } });
    expect(down.error).toBeInstanceOf(Panic);
    expect(down.panics[0]).toMatch(
      /Could not read the events from the API \(http:\/\/api\.test\/api\/eventos\/profesor\/13, status no answer: fetch failed\)/,
    );
    expect(down.fetchMock).toHaveBeenCalledTimes(3);
    expect(down.nodes).toHaveLength(0);

    const error5xx = await source({}, { failures: { planes: 503 } });
    expect(error5xx.error).toBeInstanceOf(Panic);
    expect(error5xx.panics[0]).toMatch(/Could not read the plans from the API .*status 503/);
    expect(error5xx.nodes).toHaveLength(0);
  });

  it("an empty list where the previous build had events is published with a warning", async () => {
    const run = await source({ eventos: [] }, { previousCount: 12 });
    expect(run.error).toBeNull();
    expect(run.panics).toEqual([]);
    expect(run.warnings).toContain(
      "[iky] The API answered 0 events; the previous build had 12. Publishing what the API says.",
    );
    expect(run.cache.get("iky-event-count")).toBe(0);
    const first = await source({ eventos: [] });
    expect(first.warnings.join("\n")).not.toMatch(/0 eventos/);
  });
});
