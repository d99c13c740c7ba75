import type { Node, NodeInput, SourceNodesArgs } from "gatsby";
import type { Evento } from "../school-api/types";
import type { RegistryFileNode } from "./registry-files";
import type { SchoolFactsNode } from "./school";
import type { Locale } from "../i18n/locale";

/** The fields of each node type the build reads, as their builders write them. */
interface SourcedNodes {
  Event: Evento;
  RegistryTeacher: RegistryFileNode;
  SchoolFacts: SchoolFactsNode;
  MarkdownRemark: {
    fileAbsolutePath: string;
    fields: { lang: Locale };
    frontmatter: { page: string };
  };
}

/** The nodes of one type, read directly: a query over 1,000 events cost every rebuild time. */
export const nodesOf = <T extends keyof SourcedNodes>(
  getNodesByType: (type: string) => Node[],
  type: T,
) => getNodesByType(type) as (Node & SourcedNodes[T])[];

/** A node of `type` holding `fields`, its id from `type` and `key`, its digest that of `fields`. */
export function sourcedNode<T extends object>(
  type: string,
  key: string,
  fields: T,
  ids: Pick<SourceNodesArgs, "createNodeId" | "createContentDigest">,
) {
  return {
    ...fields,
    id: ids.createNodeId(`${type}-${key}`),
    internal: { type, contentDigest: ids.createContentDigest(fields) },
  } satisfies NodeInput;
}
