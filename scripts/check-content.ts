// `npx tsx scripts/check-content.ts [project folder]`: the build's checks of content/sections
// (src/node/content-check.ts) and of its photos (content-images.ts) without a build, over the files as they are on disk. Prints the
// problems as the build does (one `  - file: problem` line each) and exits 1 when there are any.
// The admin's browser test builds with it, where a whole Gatsby build per save would be too slow.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { load } from "js-yaml";
import {
  contentProblems,
  frontmatterOf,
  type SectionSource,
  type WidgetSource,
} from "../src/node/content-check";
import { WIDGET_CONTENT } from "../src/node/content-types";
import { spanishFile } from "../src/node/content-lang";
import { contentImageProblems } from "../src/node/content-images";

const root = path.resolve(process.argv[2] ?? ".");
const content = path.join(root, "content");
const all = readdirSync(content, { recursive: true }).map((f) => path.join(content, String(f)));
const relative = (file: string) => path.relative(root, file).split(path.sep).join("/");
const sectionFiles = all.filter((f) => /content\/sections\/[^/]+\/[^/]+\.md$/.test(relative(f)));
const widgetFiles = all.filter(
  (f) =>
    /content\/sections\/[^/]+\/[^/]+\.yaml$/.test(relative(f)) &&
    WIDGET_CONTENT[spanishFile(path.basename(f))] !== undefined,
);
const problems: string[] = [];
const sections: SectionSource[] = sectionFiles.flatMap((file) => {
  try {
    const frontmatter = frontmatterOf(readFileSync(file, "utf8"));
    return [{ file: relative(file), dir: path.dirname(file), frontmatter }];
  } catch (error) {
    problems.push(
      `${relative(file)}: el encabezado no se puede leer (${String(error).split("\n")[0]})`,
    );
    return [];
  }
});
const widgets: WidgetSource[] = widgetFiles.flatMap((file) => {
  try {
    const data = load(readFileSync(file, "utf8")) as Record<string, unknown>;
    const spec = WIDGET_CONTENT[spanishFile(path.basename(file))]!;
    return [{ file: relative(file), dir: path.dirname(file), spec, data }];
  } catch (error) {
    problems.push(
      `${relative(file)}: el archivo no se puede leer (${String(error).split("\n")[0]})`,
    );
    return [];
  }
});
// No top-level await: tsx runs this file as CommonJS.
async function main() {
  problems.push(...contentProblems({ sections, widgets, files: new Set(all) }));
  problems.push(...(await contentImageProblems(content)));
  if (problems.length > 0) {
    console.error(
      `[iky] El contenido de content/ tiene ${problems.length} ${problems.length === 1 ? "error" : "errores"} (ver content/README.md):\n` +
        problems.map((p) => `  - ${p}`).join("\n"),
    );
    process.exit(1);
  }
  console.log(`[iky] Content checked: ${sections.length} sections, ${widgets.length} widgets`);
}

void main();
