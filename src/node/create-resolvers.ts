import type { GatsbyNode } from "gatsby";
import type { Evento } from "../school-api/types";
import { eventHead, eventTexts, type EventPageSettings } from "../lib/event-page";
import { catalogOf } from "../i18n/catalog";
import { INTL_LOCALE, LOCALES, isLocale } from "../i18n/locale";
import type { SchoolFactsNode } from "./school";

type Resolver = (
  source: { id: string; parent: string | null; internal: { contentDigest: string } },
  args: unknown,
  context: { nodeModel: { getNodeById: (query: { id: string | null }) => unknown } },
  info: { originalResolver: Resolver },
) => unknown;
/** The slice of Gatsby's nodeModel the event fields use. */
interface EventContext {
  nodeModel: {
    findOne: (query: { type: "SchoolFacts"; query: object }) => Promise<SchoolFactsNode | null>;
  };
}

/**
 * `gatsbyImageData` once per build and arguments: a thousand events share a few dozen photos.
 * A later query still records its dependency on the photo's file, so an edit re-runs it.
 */
export function memoizedImageData(): Resolver {
  const answers = new Map<string, unknown>();
  return (source, args, context, info) => {
    const key = `${source.id}\u0000${source.internal.contentDigest}\u0000${JSON.stringify(args)}`;
    if (answers.has(key)) {
      context.nodeModel.getNodeById({ id: source.parent });
      return answers.get(key);
    }
    const answer = info.originalResolver(source, args, context, info);
    answers.set(key, answer);
    // A failure is not kept: the next query asks again and reports its own error.
    Promise.resolve(answer).catch(() => answers.delete(key));
    return answer;
  };
}

/** An event page's settings, with the school's facts: a change to school.yaml re-runs the query. */
async function eventPageSettings(locale: string, context: EventContext) {
  if (!isLocale(locale)) {
    throw new Error(`[iky] Unknown locale "${locale}" (one of ${LOCALES.join(", ")})`);
  }
  const query = { filter: { lang: { eq: locale } } };
  const school = await context.nodeModel.findOne({ type: "SchoolFacts", query });
  if (!school) throw new Error(`[iky] No SchoolFacts node for "${locale}" (src/node/school.ts)`);
  return { lang: { t: catalogOf(locale).events, intl: INTL_LOCALE[locale] }, locale, school };
}

const eventField = (
  type: string,
  text: (evento: Evento, settings: EventPageSettings) => unknown,
) => ({
  type,
  args: { locale: "String!" },
  resolve: async (evento: Evento, { locale }: { locale: string }, context: EventContext) =>
    text(evento, await eventPageSettings(locale, context)),
});

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: create }) => {
  create({
    ImageSharp: { gatsbyImageData: { resolve: memoizedImageData() } },
    Event: {
      texts: eventField("EventTexts!", eventTexts),
      head: eventField("EventHead!", eventHead),
    },
  });
};
