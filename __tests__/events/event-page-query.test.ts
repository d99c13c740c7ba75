/** @jest-environment node */
import { eventNode } from "../../src/node/source-nodes";
import { normaliseEvento } from "../../src/school-api/normalize";
import type { Evento } from "../../src/school-api/types";
import { eventPageQuery } from "../fixtures/event-page";

// What an event page's query answers (src/templates/event.tsx): the node as sourced, and its
// words and head in the page's language from the Event type's resolvers.
const past = { fechaInicio: "2020-03-01T09:00:00-05:00" };
const future = { fechaInicio: "2999-03-01T09:00:00-05:00" };
const evento = (raw: Record<string, unknown>) => normaliseEvento(raw) as Evento;
const node = (raw: Record<string, unknown>) =>
  eventNode(evento(raw), () => null, { createNodeId: String, createContentDigest: String });

it("the event's words and head, in the page's language", async () => {
  const taller = node({ idEvento: 7, resumen: "Taller", fechas: future });
  const { event } = await eventPageQuery(taller, "es");
  expect(event.texts).toMatchObject({
    date: "viernes, 1 de marzo de 2999",
    time: "09:00",
    price: "Gratis",
    link: null,
    whatsapp: expect.stringMatching(/^https:\/\/wa\.me\//),
  });
  expect(event.texts).toMatchObject({
    googleCalendar: expect.stringMatching(/^https:\/\/calendar\.google\.com\//),
    mail: expect.stringMatching(/^mailto:.*Taller/),
  });
  expect(event.head).toMatchObject({
    title: "Taller",
    description: "Taller en IKY Yoga, Cali.",
    jsonLd: {
      "@type": "Event",
      name: "Taller",
      startDate: taller.fechas.fechaInicio,
      inLanguage: "es",
    },
  });
  const english = (await eventPageQuery(taller, "en")).event;
  expect(english.texts).toMatchObject({ date: "Friday, 1 March 2999", price: "Free" });
  expect(english.head.jsonLd).toMatchObject({ url: expect.stringMatching(/\/en\/events\/7\/$/) });
});

it("the phase at build time is the node's: it changes, and so does the node, only with the event's phase", () => {
  const at = (iso: string) =>
    eventNode(
      evento({ idEvento: 8, fechas: past }),
      () => null,
      { createNodeId: String, createContentDigest: JSON.stringify },
      Date.parse(iso),
    );
  expect(node({ idEvento: 7, fechas: future }).phaseAtBuild).toBe("upcoming");
  expect(at("2026-01-01T00:00:00Z").phaseAtBuild).toBe("ended");
  expect(at("2026-01-01T00:00:00Z").internal.contentDigest).toBe(
    at("2027-06-01T00:00:00Z").internal.contentDigest,
  );
  expect(at("2020-02-01T00:00:00Z").internal.contentDigest).not.toBe(
    at("2027-06-01T00:00:00Z").internal.contentDigest,
  );
});

it("an unknown language is an error, not a page in another language", async () => {
  await expect(eventPageQuery(node({ idEvento: 9 }), "fr" as never)).rejects.toThrow(
    /Unknown locale "fr"/,
  );
});
