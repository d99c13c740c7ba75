import path from "path";
import type { Node, NodePluginArgs } from "gatsby";
import { checkContent, contentProblems } from "../../src/node/content-check";
import { WIDGET_CONTENT } from "../../src/node/content-types";
import { englishFile, spanishFile } from "../../src/node/content-lang";
import { COMMITTED_CONTENT } from "../fixtures/admin-content";

/**
 * The build check of content/ against a fake Gatsby API: File nodes as gatsby-source-filesystem
 * makes them, MarkdownRemark and YAML nodes as the transformers make them (children of a File).
 */
const ROOT = "/site/content";

function fileNode(relativePath: string): Node {
  const absolutePath = `${ROOT}/${relativePath}`;
  const base = relativePath.split("/").pop()!;
  return {
    id: `file:${relativePath}`,
    parent: null,
    children: [],
    internal: { type: "File", contentDigest: "x", owner: "gatsby-source-filesystem" },
    relativePath,
    absolutePath,
    base,
    dir: absolutePath.slice(0, -base.length - 1),
  } as unknown as Node;
}

function childOf(file: Node, type: string, fields: Record<string, unknown>): Node {
  return {
    ...fields,
    id: `${type}:${file.id}`,
    parent: file.id,
    children: [],
    internal: { type, contentDigest: "x", owner: "test" },
  } as unknown as Node;
}

/**
 * A small site: two ishka sections, their images, and the teachers' YAML, each text in both
 * languages (the English twin holds the same fields) unless `without` names a file to leave out.
 */
function site({
  background = "./images/nuestro-centro.jpg",
  teachers = {},
  extraFiles = [] as string[],
  extraYaml = [] as [string, Record<string, unknown>][],
  without = [] as string[],
} = {}) {
  const texts = [
    "sections/ishka/01-nuestro-centro.md",
    "sections/ishka/03-nuestros-profesores.md",
    "sections/ishka/profesores.yaml",
    ...extraYaml.map(([path]) => path),
  ];
  const both = texts
    .flatMap((text) => [text, englishFile(text)])
    .filter((text) => !without.includes(text));
  const files = [
    "sections/ishka/images/nuestro-centro.jpg",
    "sections/ishka/images/profesores/mariana-ocampo.jpg",
    ...both,
    ...extraFiles,
  ].map(fileNode);
  const byPath = new Map(
    files.map((f) => [(f as unknown as { relativePath: string }).relativePath, f]),
  );
  const twins = (path: string) => [path, englishFile(path)].filter((p) => byPath.has(p));
  const md = (path: string, frontmatter: Record<string, unknown>) =>
    twins(path).map((p) => childOf(byPath.get(p)!, "MarkdownRemark", { frontmatter }));
  const yaml = (path: string, data: Record<string, unknown>) =>
    twins(path).map((p) => {
      const file = byPath.get(p)!;
      const { base } = file as unknown as { base: string };
      return childOf(file, WIDGET_CONTENT[spanishFile(base)]!.type, data);
    });
  const nodes = [
    ...files,
    ...md("sections/ishka/01-nuestro-centro.md", {
      page: "ishka",
      id: "nuestro-centro",
      background,
    }),
    ...md("sections/ishka/03-nuestros-profesores.md", { page: "ishka", id: "nuestros-profesores" }),
    ...yaml("sections/ishka/profesores.yaml", {
      page: "ishka",
      section: "nuestros-profesores",
      teachers: [
        {
          name: "Mariana Ocampo",
          profession: "Profesora",
          photo: "./images/profesores/mariana-ocampo.jpg",
          bio: ["Uno.", "Dos."],
        },
      ],
      ...teachers,
    }),
    ...extraYaml.flatMap(([path, data]) => yaml(path, data)),
  ];
  const getNodesByType = ((type: string) =>
    nodes.filter((n) => n.internal.type === type)) as NodePluginArgs["getNodesByType"];
  const getNode = ((id: string) => nodes.find((n) => n.id === id)) as NodePluginArgs["getNode"];
  const reporter = { panicOnBuild: jest.fn(), info: jest.fn() };
  const ok = checkContent({ getNodesByType, getNode, reporter });
  const message = String(reporter.panicOnBuild.mock.calls[0]?.[0] ?? "");
  return { ok, reporter, message };
}

describe("checkContent", () => {
  it("lets content that holds together through", () => {
    const { ok, reporter } = site();
    expect(ok).toBe(true);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(reporter.info).toHaveBeenCalledWith(expect.stringContaining("4 sections, 2 widgets"));
  });

  it("stops the build when a widget names a section that does not exist, naming the file", () => {
    const { ok, reporter, message } = site({ teachers: { section: "profesores" } });
    expect(ok).toBe(false);
    expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1);
    expect(message).toContain(
      "content/sections/ishka/profesores.yaml: la sección «profesores» no existe en «ishka» (secciones: nuestro-centro, nuestros-profesores)",
    );
  });

  it("stops the build when a widget names a page that does not exist", () => {
    const { message } = site({ teachers: { page: "ishca" } });
    expect(message).toContain(
      "content/sections/ishka/profesores.yaml: la página «ishca» no existe (páginas: ishka)",
    );
  });

  it("stops the build when a widget's image is missing, naming the file and the entry", () => {
    const { ok, message } = site({
      teachers: {
        teachers: [
          {
            name: "Tomás Rivas",
            profession: "Fisioterapeuta",
            photo: "./images/profesores/tomas-rivas.jpg",
            bio: ["Uno."],
          },
        ],
      },
    });
    expect(ok).toBe(false);
    expect(message).toContain(
      "content/sections/ishka/profesores.yaml: teachers n.º 1, «photo»: la imagen «./images/profesores/tomas-rivas.jpg» no existe",
    );
  });

  it("stops the build when a section's background image is missing or is no image", () => {
    expect(site({ background: "./images/centro.jpg" }).message).toContain(
      "content/sections/ishka/01-nuestro-centro.md: background: la imagen «./images/centro.jpg» no existe",
    );
    expect(site({ background: "./profesores.yaml", extraFiles: [] }).message).toContain(
      "«./profesores.yaml» no es una imagen",
    );
  });

  it("stops the build on a missing text or an empty list", () => {
    const { message } = site({
      teachers: {
        teachers: [
          {
            name: "",
            profession: "Profesora",
            photo: "./images/profesores/mariana-ocampo.jpg",
            bio: [],
          },
        ],
      },
    });
    expect(message).toContain(
      "content/sections/ishka/profesores.yaml: teachers n.º 1: falta el texto de «name»",
    );
    expect(message).toContain(
      "content/sections/ishka/profesores.yaml: teachers n.º 1: «bio» debe ser una lista de textos",
    );
  });

  it("tells an editor to quote a paragraph that YAML read as a pair of fields", () => {
    const { message } = site({
      teachers: {
        teachers: [
          {
            name: "Ana",
            profession: "Profesora",
            photo: "./images/profesores/mariana-ocampo.jpg",
            bio: ["Uno.", { "Prueba de edición": "Ana también enseña." }],
          },
        ],
      },
    });
    expect(message).toContain(
      "content/sections/ishka/profesores.yaml: teachers n.º 1: «bio», línea 2: el texto tiene «: » y debe ir entre comillas dobles",
    );
  });

  it("stops the build when two widgets claim the same section", () => {
    const { message } = site({
      extraYaml: [
        [
          "sections/ishka/espacios.yaml",
          {
            page: "ishka",
            section: "nuestros-profesores",
            spaces: [
              { id: "a", title: "A", description: "B", image: "./images/nuestro-centro.jpg" },
            ],
          },
        ],
      ],
    });
    expect(message).toContain(
      "content/sections/ishka/espacios.yaml: la sección «ishka/nuestros-profesores» ya tiene el widget de content/sections/ishka/profesores.yaml",
    );
  });

  it("stops the build when a section or a widget has one language and not the other", () => {
    const { ok, message } = site({
      without: ["sections/ishka/01-nuestro-centro.en.md", "sections/ishka/profesores.yaml"],
    });
    expect(ok).toBe(false);
    expect(message).toContain(
      "content/sections/ishka/01-nuestro-centro.md: falta la versión en inglés, content/sections/ishka/01-nuestro-centro.en.md",
    );
    expect(message).toContain(
      "content/sections/ishka/profesores.en.yaml: falta la versión en español, content/sections/ishka/profesores.yaml",
    );
  });

  it("places each language's widgets among the sections of its own language", () => {
    const { message } = site({ without: ["sections/ishka/03-nuestros-profesores.en.md"] });
    expect(message).toContain(
      "content/sections/ishka/profesores.en.yaml: la sección «nuestros-profesores» no existe en «ishka» (secciones: nuestro-centro)",
    );
  });
});

describe("the committed content", () => {
  // What the build reads, straight from the disk: the same check, without a build.
  it("holds together: every widget's section and every image exist", () => {
    const { sections, widgets } = COMMITTED_CONTENT;
    expect(sections.length).toBeGreaterThan(20);
    expect([...new Set(widgets.map((w) => spanishFile(path.basename(w.file))))].sort()).toEqual(
      Object.keys(WIDGET_CONTENT).sort(),
    );
    expect(contentProblems(COMMITTED_CONTENT)).toEqual([]);
  });
});
