import type { GatsbyNode, Node, NodeInput } from "gatsby";
import { load } from "js-yaml";
import { WIDGET_CONTENT } from "./content-types";
import { contentLang, spanishFile } from "./content-lang";

// Each widget's YAML file becomes a node of its declared type, a child of the File so images
// resolve from its folder. Not gatsby-transformer-yaml: its errors do not name the file, and it
// names types after whatever file it finds.
type FileNode = Node & { relativePath?: string; base?: string; sourceInstanceName?: string };

export function shouldOnCreateNode({ node }: { node: Node }): boolean {
  // Markdown (sections, legal texts) gets its language as `fields.lang`, from its file's name.
  if (node.internal.type === "MarkdownRemark") return true;
  return (
    node.internal.type === "File" &&
    node.internal.mediaType === "text/yaml" &&
    (node as FileNode).sourceInstanceName === "content" &&
    // content/school.yaml is the school's facts, read by src/node/school.ts.
    ((node as FileNode).relativePath ?? "").startsWith("sections/")
  );
}

export const onCreateNode: GatsbyNode["onCreateNode"] = async (args) => {
  const { node, actions, loadNodeContent, createNodeId, createContentDigest, reporter } = args;
  if (node.internal.type === "MarkdownRemark") {
    const parent = (node.parent ? args.getNode(node.parent) : undefined) as FileNode | undefined;
    const lang = contentLang(parent?.base ?? "");
    actions.createNodeField({ node, name: "lang", value: lang });
    return;
  }
  const file = node as FileNode;
  const where = `content/${file.relativePath ?? file.base ?? node.id}`;
  const fail = (problem: string) => void reporter.panicOnBuild(`[iky] ${where}: ${problem}`);
  // `diplomas.en.yaml` is the English twin of `diplomas.yaml`: the same widget, another language.
  const spec = WIDGET_CONTENT[spanishFile(file.base ?? "")];
  if (!spec) {
    const known = Object.keys(WIDGET_CONTENT).join(", ");
    return fail(
      `ningún widget usa este archivo (los archivos posibles: ${known}; ver content/README.md)`,
    );
  }
  let data: unknown;
  try {
    data = load(await loadNodeContent(node));
  } catch (error) {
    return fail(
      `el YAML no se puede leer (revisa la sangría y las comillas; ver content/README.md):\n${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    return fail("el archivo debe empezar con «page:» y «section:» (ver content/README.md)");
  }
  const content = {
    ...(data as Record<string, unknown>),
    lang: contentLang(file.base ?? ""),
    id: createNodeId(`${spec.type}-${where}`),
    parent: node.id,
    children: [],
    internal: { type: spec.type, contentDigest: createContentDigest(data) },
  } satisfies NodeInput;
  actions.createNode(content);
  actions.createParentChildLink({ parent: node, child: content });
};
