// The three build caches and the one fix of patches/gatsby+5.16.1.patch (docs/build-performance.md §2,
// "Patched dependencies"), on a throwaway site: `node --test patches/test/gatsby.test.mjs`. The bench
// measures what the caches save (the rebuild after one event changed); these tests check that
// they never serve a stale result, and that a new stylesheet reaches every page.
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { after, test } from "node:test";

// Gatsby's internals, loaded as the build loads them (CommonJS; file-parser has no types).
const load = /** @type {(id: string) => any} */ (createRequire(import.meta.url));
const temp = mkdtempSync(path.join(os.tmpdir(), "iky-gatsby-patches-"));
after(() => rmSync(temp, { recursive: true, force: true }));

test("gatsby-config.ts is compiled again only when a file bundled into it changed", async () => {
  /** @type {{ compileGatsbyFiles: (siteRoot: string) => Promise<void> }} */
  const { compileGatsbyFiles } = load("gatsby/dist/utils/parcel/compile-gatsby-files");
  const site = path.join(temp, "site");
  // Where Parcel writes the bundle, as in a build (which runs in the site's folder). From any
  // other working directory, Parcel mirrors the site's path under .cache/compiled, or beside it.
  const compiled = () => path.join(site, ".cache", "compiled", "gatsby-config.js");
  const write = (/** @type {string} */ file, /** @type {string} */ text) =>
    writeFileSync(path.join(site, file), text);
  rmSync(site, { recursive: true, force: true });
  await import("node:fs/promises").then((fs) => fs.mkdir(site, { recursive: true }));
  write("package.json", JSON.stringify({ name: "patch-test", private: true }));
  // Parcel takes the folder of the nearest lock file as the project's root.
  write("package-lock.json", JSON.stringify({ name: "patch-test", lockfileVersion: 3 }));
  write("title.ts", `export const title = "uno";\n`);
  write(
    "gatsby-config.ts",
    `import { title } from "./title";\nexport default { siteMetadata: { title } };\n`,
  );

  const cwd = process.cwd();
  process.chdir(site);
  after(() => process.chdir(cwd));
  await compileGatsbyFiles(site);
  assert.match(readFileSync(compiled(), "utf8"), /uno/, "the first build compiles");
  const inputs = JSON.parse(
    readFileSync(path.join(site, ".cache", "compiled", "inputs.json"), "utf8"),
  );
  assert.ok(
    Object.keys(inputs.inputs).includes(path.join(site, "title.ts")),
    "the imported file is one of the inputs",
  );

  const before = statSync(compiled()).mtimeMs;
  await compileGatsbyFiles(site);
  assert.equal(statSync(compiled()).mtimeMs, before, "nothing changed: the compiled file is kept");

  write("title.ts", `export const title = "dos";\n`);
  await compileGatsbyFiles(site);
  assert.match(readFileSync(compiled(), "utf8"), /dos/, "an imported file changed: compiled again");

  rmSync(compiled());
  await compileGatsbyFiles(site);
  assert.match(readFileSync(compiled(), "utf8"), /dos/, "a missing compiled file: compiled again");
});

test("query extraction skips only files it already read with nothing in them", async () => {
  /** @type {{ store: { dispatch: (action: object) => void } }} */
  const { store } = load("gatsby/dist/redux");
  /** @type {{ default: new () => { parseFiles: (files: string[], addError: (e: unknown) => void) => Promise<{ text: string }[]> } }} */
  const { default: FileParser } = load("gatsby/dist/query/file-parser");
  const site = path.join(temp, "queries");
  await import("node:fs/promises").then((fs) =>
    fs.mkdir(path.join(site, "src"), { recursive: true }),
  );
  store.dispatch({ type: "SET_PROGRAM", payload: { directory: site } });
  const plain = path.join(site, "src", "plain.js");
  const withQuery = path.join(site, "src", "page.js");
  // "config" lets the file past Gatsby's quick text filter, so it is parsed.
  writeFileSync(plain, `export const config = 1;\nconst other = "config";\n`);
  writeFileSync(
    withQuery,
    `import { graphql } from "gatsby";\nexport const query = graphql\`query Uno { site { id } }\`;\n`,
  );
  const errors = /** @type {unknown[]} */ ([]);
  const documents = await new FileParser().parseFiles(
    [plain, withQuery],
    (/** @type {unknown} */ e) => errors.push(e),
  );
  assert.equal(errors.length, 0, "no file reported a problem");
  assert.equal(documents.length, 1, "the page's query is found");

  const saved = JSON.parse(
    readFileSync(path.join(site, ".cache", "query-extraction-empty.json"), "utf8"),
  );
  const md5 = (/** @type {string} */ file) =>
    createHash("md5")
      .update(file + readFileSync(file, "utf8"))
      .digest("hex");
  // `export const config` is an API export: not empty, so not remembered.
  assert.deepEqual(saved.hashes, [], "a file with an export Gatsby reads is never skipped");

  writeFileSync(plain, `const other = "config";\n`);
  await new FileParser().parseFiles([plain, withQuery], (/** @type {unknown} */ e) =>
    errors.push(e),
  );
  const again = JSON.parse(
    readFileSync(path.join(site, ".cache", "query-extraction-empty.json"), "utf8"),
  );
  assert.deepEqual(again.hashes, [md5(plain)], "only the file with nothing in it is remembered");
  assert.ok(!again.hashes.includes(md5(withQuery)));
  assert.equal(errors.length, 0, "no file reported a problem");
});

test("a production bundle is replayed only when its configuration, inputs and outputs are unchanged", async () => {
  /** @type {{ build: (config: object) => Promise<{ stats: any, close: () => Promise<void> }> }} */
  const { build } = load("gatsby/dist/utils/webpack/bundle");
  /** @type {{ getSSRChunkHashes: (args: { stats: any, components: Map<string, object> }) => { templateHashes: object, renderPageHash: string } }} */
  const { getSSRChunkHashes } = load("gatsby/dist/utils/webpack/get-ssr-chunk-hashes");
  /** @type {any} */
  const webpack = load("webpack");
  const site = path.join(temp, "bundle");
  const fs = await import("node:fs/promises");
  await fs.mkdir(path.join(site, "src"), { recursive: true });
  const write = (/** @type {string} */ file, /** @type {string} */ text) =>
    writeFileSync(path.join(site, file), text);
  write("package-lock.json", JSON.stringify({ name: "bundle-test", lockfileVersion: 3 }));
  write(
    "src/entry.js",
    `import { part } from "./part";\nimport(/* webpackChunkName: "component---plantilla" */ "./lazy").then(console.log);\nconsole.log(part, WHERE);\n`,
  );
  write("src/part.js", `export const part = "uno";\n`);
  write("src/lazy.js", `export default "perezoso";\n`);
  const output = path.join(site, "public");
  const config = (where = "aquí") => ({
    mode: "production",
    context: site,
    entry: { "render-page": "./src/entry.js" },
    output: { path: output, filename: "[name]-[contenthash].js", chunkFilename: "[name].js" },
    resolve: { extensions: [".ts", ".js"] },
    plugins: [new webpack.DefinePlugin({ WHERE: JSON.stringify(where) })],
    optimization: { minimize: false },
    cache: {
      type: "filesystem",
      name: "build-html",
      cacheLocation: path.join(site, ".cache", "webpack", "stage-build-html"),
    },
  });
  const components = new Map([
    [
      "/src/plantilla.js",
      { componentChunkName: "component---plantilla", componentPath: "/src/plantilla.js" },
    ],
  ]);
  /** Builds; says whether webpack compiled (a replayed result has no modules) and what it wrote. */
  const run = async (/** @type {object} */ webpackConfig) => {
    const { stats, close } = await build(webpackConfig);
    await close();
    const text = (await fs.readdir(output))
      .filter((name) => name.startsWith("render-page"))
      .map((name) => readFileSync(path.join(output, name), "utf8"))
      .join("");
    return { compiled: stats.compilation.modules !== undefined, stats, text };
  };

  const cwd = process.cwd();
  process.chdir(site);
  try {
    const first = await run(config());
    assert.ok(first.compiled, "the first build compiles");
    const again = await run(config());
    assert.ok(!again.compiled, "nothing changed: the result is replayed");
    assert.equal(again.stats.hash, first.stats.hash, "with the same compilation hash");
    assert.deepEqual(
      getSSRChunkHashes({ stats: again.stats, components }),
      getSSRChunkHashes({ stats: first.stats, components }),
      "and the same template hashes",
    );
    assert.ok(!again.stats.hasWarnings() && !again.stats.hasErrors());

    write("src/part.js", `export const part = "dos";\n`);
    const edited = await run(config());
    assert.ok(edited.compiled && edited.text.includes("dos"), "an input changed: compiled again");
    assert.ok(!(await run(config())).compiled, "and replayed after that");

    const defined = await run(config("allí"));
    assert.ok(defined.compiled && defined.text.includes("allí"), "a defined value changed");

    write("src/part.ts", `export const part = "tres";\n`);
    const shadowed = await run(config("allí"));
    assert.ok(
      shadowed.compiled && shadowed.text.includes("tres"),
      "a file appeared where the resolver had looked in vain: compiled again",
    );

    write(".browserslistrc", "defaults\n");
    assert.ok(
      (await run(config("allí"))).compiled,
      "a configuration file of the loaders appeared: compiled again",
    );

    rmSync(path.join(output, "component---plantilla.js"));
    assert.ok((await run(config("allí"))).compiled, "an emitted file is missing: compiled again");

    process.env.IKY_WEBPACK_REPLAY = "off";
    assert.ok((await run(config("allí"))).compiled, "IKY_WEBPACK_REPLAY=off always compiles");
  } finally {
    delete process.env.IKY_WEBPACK_REPLAY;
    process.chdir(cwd);
  }
});

test("with slices, a new browser bundle renders the pages again (they inline its stylesheets)", () => {
  /** @type {{ htmlReducer: (state: any, action: object) => any }} */
  const { htmlReducer } = load("gatsby/dist/redux/reducers/html");
  const slices = process.env.GATSBY_SLICES;
  process.env.GATSBY_SLICES = "true";
  try {
    const state = htmlReducer(undefined, { type: "CREATE_PAGE", payload: { path: "/yoga/" } });
    const page = state.trackedHtmlFiles.get("/yoga/");
    page.dirty = 0;
    htmlReducer(state, { type: "SET_WEBPACK_COMPILATION_HASH", payload: "uno" });
    assert.notEqual(page.dirty, 0, "a new browser bundle: the page is rendered again");
    page.dirty = 0;
    htmlReducer(state, { type: "SET_WEBPACK_COMPILATION_HASH", payload: "uno" });
    assert.equal(page.dirty, 0, "the same bundle: the page is left as it is");
  } finally {
    if (slices === undefined) delete process.env.GATSBY_SLICES;
    else process.env.GATSBY_SLICES = slices;
  }
});
