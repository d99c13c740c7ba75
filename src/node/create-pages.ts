import path from "path";
import type { CreatePagesArgs, GatsbyNode } from "gatsby";
import type { EventAliasContext } from "../templates/event-alias";
import type { EventPageContext } from "../templates/event";
import { checkContent } from "./content-check";
import { nodesOf } from "./sourced-nodes";
import { LOCALES, localizedPath } from "../i18n/locale";
import { pageMessages } from "../i18n/catalog";

/**
 * The content is checked here: createPages runs once the nodes exist, before any query, and again
 * in `gatsby develop` when content changes. Then per language the pages of events (/events/<id>/,
 * redirect at /event/<id>/) and legal texts.
 */
export const createPages: GatsbyNode["createPages"] = (args) => {
  checkContent(args);
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
      const at = (base: string) => localizedPath(`/${base}/${idEvento}/`, locale);
      args.actions.createPage({ path: at("events"), component, context });
      args.actions.createPage({ path: at("event"), component: alias, context });
    }
  }
  args.reporter.info(`[iky] ${eventos.length} event pages per language`);
}

function createLegalPages({ getNodesByType, actions }: CreatePagesArgs) {
  const component = path.resolve("./src/templates/legal.tsx");
  // In their files' order, not their ids' (which change with the project's folder): the
  // sitemap keeps one order from build to build.
  const texts = nodesOf(getNodesByType, "MarkdownRemark")
    .filter((node) => node.fileAbsolutePath.includes("/content/legal/"))
    .sort((a, b) => a.fileAbsolutePath.localeCompare(b.fileAbsolutePath));
  for (const { id, fields, frontmatter } of texts) {
    const locale = fields.lang;
    actions.createPage({
      path: localizedPath(`/${frontmatter.page}/`, locale),
      component,
      context: { id, locale, messages: pageMessages(locale) },
    });
  }
}
