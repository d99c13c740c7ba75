import path from "path";
import type { Node, NodePluginArgs, Reporter } from "gatsby";
import { load } from "js-yaml";
import { WIDGET_CONTENT } from "./content-types";
import { contentLang, englishFile, spanishFile } from "./content-lang";
import { IMAGE_FILE } from "./content-images";

// The build check of the editors' content (sections, widgets, images, both languages), where
// GraphQL would let a typo through: an unknown section places a widget nowhere, a missing image
// resolves to null. Problems name the file and entry, in the editors' language.

type Data = Readonly<Record<string, unknown>>;

const isText = (value: unknown) =>
  (typeof value === "string" && value.trim() !== "") || typeof value === "number";

function imageProblem(dir: string, value: unknown, files: ReadonlySet<string>): string | null {
  if (!isText(value)) return "falta la imagen";
  const relative = String(value);
  if (!IMAGE_FILE.test(relative)) return `«${relative}» no es una imagen (jpg, png, webp o avif)`;
  if (!files.has(path.posix.join(dir, relative))) {
    return `la imagen «${relative}» no existe (la ruta empieza en la carpeta del archivo)`;
  }
  return null;
}

/** The front matter of a markdown file's text, where there is no node; throws on bad YAML. */
export function frontmatterOf(text: string): Record<string, unknown> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  return ((match ? load(match[1] ?? "") : null) ?? {}) as Record<string, unknown>;
}

/** Every problem of the content, one line each; empty when all is well. */
export function contentProblems(content: ReturnType<typeof collectContent>): string[] {
  const { sections, widgets, files } = content;
  // The files that have one language and not the other.
  const present = new Set([...sections, ...widgets].map((s) => s.file));
  const problems = [...present].flatMap((file) => {
    const english = contentLang(file) === "en";
    const twin = english ? spanishFile(file) : englishFile(file);
    if (present.has(twin)) return [];
    const missing = english ? "español" : "inglés";
    return [`${file}: falta la versión en ${missing}, ${twin} (cada texto va en los dos idiomas)`];
  });
  // Sections by language and page: `es/yoga` → its ids.
  const sectionIds = new Map<string, string[]>();
  const pageKey = (file: string, page: string) => `${contentLang(file)}/${page}`;

  const inOrder = [...sections].sort(
    (a, b) => Number(a.frontmatter.order ?? 0) - Number(b.frontmatter.order ?? 0),
  );
  for (const { file, dir, frontmatter } of inOrder) {
    const page = String(frontmatter.page ?? "");
    const id = String(frontmatter.id ?? "");
    const ids = sectionIds.get(pageKey(file, page)) ?? [];
    if (ids.includes(id)) problems.push(`${file}: otra sección de «${page}» ya usa el id «${id}»`);
    sectionIds.set(pageKey(file, page), [...ids, id]);
    if (frontmatter.background != null) {
      const problem = imageProblem(dir, frontmatter.background, files);
      if (problem) problems.push(`${file}: background: ${problem}`);
    }
  }

  const placed = new Map<string, string>();
  for (const { file, dir, spec, data } of widgets) {
    const page = String(data.page ?? "");
    const section = String(data.section ?? "");
    const ids = sectionIds.get(pageKey(file, page));
    if (!isText(data.page)) problems.push(`${file}: falta «page» (la página, p. ej. ishka)`);
    else if (!ids) {
      const lang = `${contentLang(file)}/`;
      const pages = [...sectionIds.keys()]
        .filter((key) => key.startsWith(lang))
        .map((key) => key.slice(lang.length))
        .sort()
        .join(", ");
      problems.push(`${file}: la página «${page}» no existe (páginas: ${pages})`);
    } else if (!isText(data.section)) {
      problems.push(`${file}: falta «section» (el id de la sección donde va el widget)`);
    } else if (!ids.includes(section)) {
      problems.push(
        `${file}: la sección «${section}» no existe en «${page}» (secciones: ${ids.join(", ")})`,
      );
    } else {
      const key = `${page}/${section}`;
      const other = placed.get(pageKey(file, key));
      if (other) problems.push(`${file}: la sección «${key}» ya tiene el widget de ${other}`);
      else placed.set(pageKey(file, key), file);
    }

    for (const field of spec.text) {
      if (!isText(data[field])) problems.push(`${file}: falta el texto de «${field}»`);
    }
    const items = data[spec.list];
    if (!Array.isArray(items) || items.length === 0) {
      problems.push(`${file}: «${spec.list}» debe ser una lista con al menos un elemento`);
      continue;
    }
    items.forEach((raw: unknown, index) => {
      const item: Data = raw !== null && typeof raw === "object" ? (raw as Data) : {};
      const where = `${file}: ${spec.list} n.º ${index + 1}`;
      for (const field of spec.itemText) {
        if (!isText(item[field])) problems.push(`${where}: falta el texto de «${field}»`);
      }
      for (const field of spec.itemTexts) {
        const list = item[field];
        if (!Array.isArray(list) || list.length === 0) {
          problems.push(`${where}: «${field}» debe ser una lista de textos (uno por línea con -)`);
          continue;
        }
        list.forEach((line: unknown, n) => {
          // `- Texto: más texto` reads as a pair of fields, not as a text: the usual slip.
          if (line !== null && typeof line === "object") {
            problems.push(
              `${where}: «${field}», línea ${n + 1}: el texto tiene «: » y debe ir entre comillas dobles`,
            );
          } else if (!isText(line)) {
            problems.push(`${where}: «${field}», línea ${n + 1}: falta el texto`);
          }
        });
      }
      for (const field of spec.itemImages) {
        const problem = imageProblem(dir, item[field], files);
        if (problem) problems.push(`${where}, «${field}»: ${problem}`);
      }
    });
  }
  return problems;
}

type FileNode = Node & { relativePath?: string; absolutePath?: string; dir?: string };

/** Reads the sources from Gatsby's nodes: the markdown sections and the widgets' YAML. */
export function collectContent(
  getNodesByType: NodePluginArgs["getNodesByType"],
  getNode: NodePluginArgs["getNode"],
) {
  const files = getNodesByType("File") as FileNode[];
  const source = (node: Node) => {
    const file = (node.parent ? getNode(node.parent) : undefined) as FileNode | undefined;
    return {
      /** The file, as an editor finds it: content/sections/<page>/<file>.md */
      file: `content/${file?.relativePath ?? node.id}`,
      /** Absolute folder of the file, where relative image paths start. */
      dir: file?.dir ?? "",
    };
  };
  const sections = getNodesByType("MarkdownRemark").map((node) => ({
    ...source(node),
    frontmatter: (node.frontmatter ?? {}) as Data,
  }));
  // Each file becomes one node of its declared type (on-create-node.ts).
  const types = new Set(Object.values(WIDGET_CONTENT).map((spec) => spec.type));
  const widgets = [...types].flatMap((type) =>
    getNodesByType(type).flatMap((node) => {
      const where = source(node);
      const spec = WIDGET_CONTENT[spanishFile(path.basename(where.file))];
      return spec ? [{ ...where, spec, data: node as Data }] : [];
    }),
  );
  return {
    sections,
    widgets,
    /** Absolute paths of every file Gatsby knows (what @fileByRelativePath can resolve to). */
    files: new Set(files.map((f) => f.absolutePath).filter((p): p is string => !!p)),
  };
}

export type SectionSource = ReturnType<typeof collectContent>["sections"][number];
export type WidgetSource = ReturnType<typeof collectContent>["widgets"][number];

/** Stops the build, naming each file and entry, when the content does not hold together. */
export function checkContent({
  getNodesByType,
  getNode,
  reporter,
}: Pick<NodePluginArgs, "getNodesByType" | "getNode"> & {
  reporter: Pick<Reporter, "panicOnBuild" | "info">;
}): boolean {
  const sources = collectContent(getNodesByType, getNode);
  const problems = contentProblems(sources);
  if (problems.length > 0) {
    reporter.panicOnBuild(
      `[iky] El contenido de content/ tiene ${problems.length} ${problems.length === 1 ? "error" : "errores"} (ver content/README.md):\n` +
        problems.map((p) => `  - ${p}`).join("\n"),
    );
    return false;
  }
  reporter.info(
    `[iky] Content checked: ${sources.sections.length} sections, ${sources.widgets.length} widgets`,
  );
  return true;
}
