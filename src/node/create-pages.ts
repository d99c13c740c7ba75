import path from "path";
import type { GatsbyNode } from "gatsby";
import type { EventAliasContext } from "../templates/event-alias";
import { checkContent } from "./content-check";
import { eventPhase, type EventPhase } from "../lib/event-time";
import type { Fechas } from "../school-api/types";

/** What an event page receives: its node, and whether the event was over when it was built. */
export interface EventPageContext {
  id: string;
  /**
   * The event's phase at build time decides the page's HTML (no sign-up once it is over);
   * then the visitor's clock decides. A phase rather than the build's time: the page's data then
   * changes only when the event does, and a rebuild after one event changed rewrites that page
   * alone, not all of them.
   */
  phaseAtBuild: EventPhase;
}

/**
 * First the editors' content is checked (content-check.ts): here, because createPages runs once
 * the nodes exist, before any page query reads them, and again in `gatsby develop` when content
 * changes (where a problem is reported without stopping the server).
 *
 * Then one page per event at /events/<idEvento>/, plus the /event/<id>/ notation of the spec as a
 * light redirect page (no query: its title travels in the context) with a canonical link to
 * /events/<id>/ — not a second full copy, which doubled the build's query and HTML work at
 * 1,000 events. Event pages receive the node id and their phase at build time, and query the
 * rest themselves.
 */
export const createPages: GatsbyNode["createPages"] = async (args) => {
  const { graphql, actions, reporter } = args;
  checkContent(args);
  const result = await graphql<{
    allEvent: {
      nodes: {
        id: string;
        idEvento: number;
        resumen: string | null;
        fechas: Pick<Fechas, "fechaInicio" | "fechaFinalTotal" | "hourFin" | "minuteFin">;
      }[];
    };
  }>(`
    query CreateEventPages {
      allEvent(sort: { idEvento: ASC }) {
        nodes {
          id
          idEvento
          resumen
          fechas {
            fechaInicio
            fechaFinalTotal
            hourFin
            minuteFin
          }
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
  const alias = path.resolve("./src/templates/event-alias.tsx");
  const now = Date.now();
  for (const { id, idEvento, resumen, fechas } of result.data.allEvent.nodes) {
    const page: EventPageContext = { id, phaseAtBuild: eventPhase(fechas, now) };
    actions.createPage({ path: `/events/${idEvento}/`, component, context: page });
    const context: EventAliasContext = { idEvento, resumen };
    actions.createPage({ path: `/event/${idEvento}/`, component: alias, context });
  }
  reporter.info(`[iky] ${result.data.allEvent.nodes.length} páginas de evento`);
};
