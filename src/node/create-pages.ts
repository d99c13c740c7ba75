import path from "path";
import type { GatsbyNode } from "gatsby";
import { checkContent } from "./content-check";

/**
 * First the editors' content is checked (content-check.ts): here, because createPages runs once
 * the nodes exist, before any page query reads them, and again in `gatsby develop` when content
 * changes (where a problem is reported without stopping the server).
 *
 * Then one page per event at /events/<idEvento>/, plus the /event/<id>/ notation of the spec as
 * an alias that renders the same event with a canonical link to /events/<id>/. Pages receive
 * only the node id and query the rest themselves.
 */
export const createPages: GatsbyNode["createPages"] = async (args) => {
  const { graphql, actions, reporter } = args;
  checkContent(args);
  const result = await graphql<{ allEvent: { nodes: { id: string; idEvento: number }[] } }>(`
    query CreateEventPages {
      allEvent(sort: { idEvento: ASC }) {
        nodes {
          id
          idEvento
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild(
      "[iky] No se pudieron consultar los eventos para crear sus páginas",
      result.errors,
    );
    return;
  }
  const component = path.resolve("./src/templates/event.tsx");
  for (const { id, idEvento } of result.data.allEvent.nodes) {
    actions.createPage({ path: `/events/${idEvento}/`, component, context: { id } });
    actions.createPage({ path: `/event/${idEvento}/`, component, context: { id } });
  }
  reporter.info(`[iky] ${result.data.allEvent.nodes.length} páginas de evento`);
};
