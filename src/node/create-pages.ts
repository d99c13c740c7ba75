import path from "path";
import type { CreatePagesArgs, GatsbyNode } from "gatsby";
import type { EventAliasContext } from "../templates/event-alias";
import type { EventPageContext } from "../templates/event";
import { checkContent } from "./content-check";
import { nodesOf } from "./sourced-nodes";
import { warnSampleSchoolFacts } from "./school";
import { LOCALES, localizedPath } from "../i18n/locale";
import { pageMessages } from "../i18n/catalog";

/**
 * First the editors' content is checked (content-check.ts, and the school's facts for sample
 * values: school.ts): here, because createPages runs once
 * the nodes exist, before any page query reads them, and again in `gatsby develop` when content
 * changes (where a problem is reported without stopping the server).
 *
 * Then one page per event and language, /events/<idEvento>/ and /en/events/<idEvento>/, given
 * the node's id and the language: its query asks for the rest (src/templates/event.tsx). The
 * /event/<id>/ notation of docs/product.md §2 is a light redirect page with a canonical link to
 * /events/<id>/ (src/templates/event-alias.tsx), not a second full copy, which doubled the
 * build's query and HTML work at 1,000 events.
 *
 * Last, one page per legal text of content/legal/ at /<page>/ (/privacidad/, /terminos/), from
 * one template; the English texts (`privacidad.en.md`, `page: privacy`) at /en/<page>/.
 */
export const createPages: GatsbyNode["createPages"] = (args) => {
  checkContent(args);
  warnSampleSchoolFacts(args);
  createEventPages(args);
  createLegalPages(args);
};

function createEventPages(args: CreatePagesArgs) {
  const eventos = nodesOf(args.getNodesByType, "Event").sort((a, b) => a.idEvento - b.idEvento);
  const component = path.resolve("./src/templates/event.tsx");
  const alias = path.resolve("./src/templates/event-alias.tsx");
  for (const { id, idEvento } of eventos) {
    for (const locale of LOCALES) {
      const context: EventPageContext & EventAliasContext = {
        id,
        locale,
        messages: pageMessages(locale),
      };
      const page = localizedPath(`/events/${idEvento}/`, locale);
      args.actions.createPage({ path: page, component, context });
      const aliasPath = localizedPath(`/event/${idEvento}/`, locale);
      args.actions.createPage({ path: aliasPath, component: alias, context });
    }
  }
  args.reporter.info(`[iky] ${eventos.length} event pages per language`);
}

function createLegalPages({ getNodesByType, actions }: CreatePagesArgs) {
  const component = path.resolve("./src/templates/legal.tsx");
  // In their files' order (the nodes come in the order of their ids, which change with the
  // project's folder): the pages, and so the sitemap, keep one order from build to build.
  const texts = nodesOf(getNodesByType, "MarkdownRemark")
    .filter((node) => node.fileAbsolutePath.includes("/content/legal/"))
    .sort((a, b) => a.fileAbsolutePath.localeCompare(b.fileAbsolutePath));
  for (const { id, fields, frontmatter } of texts) {
    const locale = fields.lang;
    const path = locale === "en" ? `/en/${frontmatter.page}/` : `/${frontmatter.page}/`;
    actions.createPage({
      path,
      component,
      context: { id, locale, messages: pageMessages(locale) },
    });
  }
}
