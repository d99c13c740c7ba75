import type { Node } from "gatsby";
import { onCreateNode, shouldOnCreateNode } from "../../src/node/on-create-node";

/** The YAML node builder against a fake Gatsby API: one File node and its text. */
function file(relativePath: string, sourceInstanceName = "content"): Node {
  return {
    id: `file:${relativePath}`,
    parent: null,
    children: [],
    internal: {
      type: "File",
      mediaType: "text/yaml",
      contentDigest: "x",
      owner: "gatsby-source-filesystem",
    },
    relativePath,
    base: relativePath.split("/").pop(),
    sourceInstanceName,
  } as unknown as Node;
}

async function build(relativePath: string, text: string) {
  const node = file(relativePath);
  const actions = { createNode: jest.fn(), createParentChildLink: jest.fn() };
  const reporter = { panicOnBuild: jest.fn() };
  await onCreateNode!(
    {
      node,
      actions,
      reporter,
      loadNodeContent: async () => text,
      createNodeId: (key: string) => `id:${key}`,
      createContentDigest: () => "digest",
    } as never,
    { plugins: [] },
    () => undefined,
  );
  const message = String(reporter.panicOnBuild.mock.calls[0]?.[0] ?? "");
  return { node, actions, reporter, message };
}

describe("onCreateNode (widget YAML)", () => {
  it("reads only the YAML files of content/", () => {
    expect(shouldOnCreateNode({ node: file("sections/ishka/profesores.yaml") })).toBe(true);
    expect(shouldOnCreateNode({ node: file("sample/x.yaml", "other") })).toBe(false);
    // The school's facts are read by gatsby-config, not by a widget.
    expect(shouldOnCreateNode({ node: file("school.yaml") })).toBe(false);
  });

  it("makes one node of the file's declared type, a child of the file", async () => {
    const { node, actions, reporter } = await build(
      "sections/ishka/profesores.yaml",
      "page: ishka\nsection: nuestros-profesores\nteachers:\n  - name: Ana\n    bio:\n      - Hola.\n",
    );
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    const created = actions.createNode.mock.calls[0]?.[0];
    expect(created).toMatchObject({
      page: "ishka",
      section: "nuestros-profesores",
      teachers: [{ name: "Ana", bio: ["Hola."] }],
      parent: node.id,
      internal: { type: "TeacherCardsYaml" },
    });
    expect(actions.createParentChildLink).toHaveBeenCalledWith({ parent: node, child: created });
  });

  it("stops the build on a YAML mistake, naming the file", async () => {
    const { actions, message } = await build(
      "sections/ishka/profesores.yaml",
      "page: ishka\nteachers:\n  - name: Ana\n   - name: Tomás\n",
    );
    expect(actions.createNode).not.toHaveBeenCalled();
    expect(message).toContain(
      "content/sections/ishka/profesores.yaml: el YAML no se puede leer (revisa la sangría y las comillas",
    );
    expect(message).toContain("bad indentation");
  });

  it("stops the build on a YAML file no widget reads, or one that is not a set of fields", async () => {
    expect((await build("sections/ishka/profesoras.yaml", "page: ishka\n")).message).toContain(
      "content/sections/ishka/profesoras.yaml: ningún widget usa este archivo (los archivos posibles: profesores.yaml,",
    );
    expect((await build("sections/ishka/espacios.yaml", "- a\n- b\n")).message).toContain(
      "content/sections/ishka/espacios.yaml: el archivo debe empezar con «page:» y «section:»",
    );
  });
});
