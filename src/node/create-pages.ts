import path from "path";
import type { CreatePagesArgs, GatsbyNode } from "gatsby";
import type { EventAliasContext } from "../templates/event-alias";
import type { EventPageContext } from "../templates/event";
import { checkContent } from "./content-check";
import { eventPhase } from "../lib/event-time";
import type { Evento } from "../school-api/types";
import { INTL_LOCALE, LOCALES, localizedPath, type Locale } from "../i18n/locale";
import { catalogOf, pageMessages } from "../i18n/catalog";
import { eventTexts } from "../components/events/event-texts";
import { eventHead } from "../components/events/event-seo";
import { readSchool, readSchoolEnglish } from "./school";

/**
 * First the editors' content is checked (content-check.ts): here, because createPages runs once
 * the nodes exist, before any page query reads them, and again in `gatsby develop` when content
 * changes (where a problem is reported without stopping the server).
 *
 * Then one page per event at /events/<idEvento>/, plus the /event/<id>/ notation of docs/product.md §2 as a
 * light redirect page (no query: its title travels in the context) with a canonical link to
 * /events/<id>/ — not a second full copy, which doubled the build's query and HTML work at
 * 1,000 events. Event pages receive the node id, their phase at build time and their words
 * (date, price, links and head, in the page's language: src/components/events/event-texts.ts
 * and event-seo.ts), and query the rest themselves. Each exists in both languages: /events/<id>/ and /en/events/<id>/ (its
 * context's `locale`; the event's own text is the API's, in Spanish, on both).
 *
 * Last, one page per legal text of content/legal/ at /<page>/ (/privacidad/, /terminos/), from
 * one template; the English texts (`privacidad.en.md`, `page: privacy`) at /en/<page>/.
 */
export const createPages: GatsbyNode["createPages"] = async (args) => {
  checkContent(args);
  await createEventPages(args);
  await createLegalPages(args);
};

/** A query's data; a failed query stops the build, saying what it was for. */
async function query<T>({ graphql, reporter }: CreatePagesArgs, what: string, text: string) {
  const result = await graphql<T>(text);
  if (result.errors || !result.data) {
    reporter.panicOnBuild(`[iky] Could not query ${what}`, result.errors);
    return null;
  }
  return result.data;
}

async function createEventPages(args: CreatePagesArgs) {
  // The Event nodes are the normalised API records (source-nodes.ts), read as they are: a
  // GraphQL query over the 1,000 events of a large site took a few tenths of a second of every
  // rebuild, for fields the nodes already hold.
  const eventos = (args.getNodesByType("Event") as unknown as (Evento & { id: string })[])
    .slice()
    .sort((a, b) => a.idEvento - b.idEvento);
  const component = path.resolve("./src/templates/event.tsx");
  const alias = path.resolve("./src/templates/event-alias.tsx");
  const now = Date.now();
  const schools: Record<Locale, ReturnType<typeof readSchool>> = {
    es: readSchool(),
    en: readSchoolEnglish(),
  };
  for (const evento of eventos) {
    const { id, idEvento, resumen, fechas } = evento;
    const phaseAtBuild = eventPhase(fechas, now);
    for (const locale of LOCALES) {
      const t = catalogOf(locale).events;
      const school = schools[locale];
      const page: EventPageContext = {
        id,
        phaseAtBuild,
        locale,
        messages: pageMessages(locale),
        texts: eventTexts(evento, { lang: { t, intl: INTL_LOCALE[locale] }, locale, school }),
        head: eventHead(evento, { t, locale, school }),
      };
      const path = localizedPath(`/events/${idEvento}/`, locale);
      args.actions.createPage({ path, component, context: page });
      const context: EventAliasContext = {
        idEvento,
        resumen,
        locale,
        messages: pageMessages(locale),
      };
      const aliasPath = localizedPath(`/event/${idEvento}/`, locale);
      args.actions.createPage({ path: aliasPath, component: alias, context });
    }
  }
  args.reporter.info(`[iky] ${eventos.length} event pages per language`);
}

const LEGAL_PAGES_QUERY = `
  query CreateLegalPages {
    allMarkdownRemark(filter: { fileAbsolutePath: { regex: "/content/legal/" } }) {
      nodes {
        id
        fields {
          lang
        }
        frontmatter {
          page
        }
      }
    }
  }
`;

async function createLegalPages(args: CreatePagesArgs) {
  const data = await query<{
    allMarkdownRemark: {
      nodes: { id: string; fields: { lang: Locale }; frontmatter: { page: string } }[];
    };
  }>(args, "the texts of content/legal/", LEGAL_PAGES_QUERY);
  if (!data) return;
  const component = path.resolve("./src/templates/legal.tsx");
  for (const { id, fields, frontmatter } of data.allMarkdownRemark.nodes) {
    const locale = fields.lang;
    const path = locale === "en" ? `/en/${frontmatter.page}/` : `/${frontmatter.page}/`;
    args.actions.createPage({
      path,
      component,
      context: { id, locale, messages: pageMessages(locale) },
    });
  }
}
