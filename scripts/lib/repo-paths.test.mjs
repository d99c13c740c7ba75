// Every repo path named in a comment or a document exists (scripts/lib/repo-paths.mjs):
// `node --test scripts/lib/repo-paths.test.mjs`.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, test } from "node:test";
import { fileURLToPath } from "node:url";
import { unresolvedReferences, namedPaths } from "./repo-paths.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

test("only comments are read in code, the whole text in markdown", () => {
  const code = [
    'import { x } from "src/lib/in-a-string.ts";',
    "// Reads src/lib/events.ts, then docs/product.md §4.",
    "/* See e2e/fixtures.ts and https://example.org/src/not-ours.ts */",
    "const route = '/docs/route/';",
  ].join("\n");
  assert.deepEqual(namedPaths("a.ts", code), [
    { line: 2, path: "src/lib/events.ts" },
    { line: 2, path: "docs/product.md" },
    { line: 3, path: "e2e/fixtures.ts" },
  ]);
  assert.deepEqual(namedPaths("README.md", "See [the docs](docs/deploy.md#3-nginx)."), [
    { line: 1, path: "docs/deploy.md" },
  ]);
  assert.deepEqual(namedPaths("x.css", "/* tokens in src/styles/global.css */ a { }"), [
    { line: 1, path: "src/styles/global.css" },
  ]);
  assert.deepEqual(namedPaths("image.png", "# src/a.ts"), []);
});

test("a path ends before a placeholder; a glob stays whole", () => {
  assert.deepEqual(
    namedPaths(
      "a.mjs",
      "// content/sections/<page>/x.yaml, scripts/make-*.mjs, [content/sections]",
    ),
    [
      { line: 1, path: "content/sections/" },
      { line: 1, path: "scripts/make-*.mjs" },
      { line: 1, path: "content/sections" },
    ],
  );
});

const temp = mkdtempSync(path.join(os.tmpdir(), "iky-repo-paths-"));
after(() => rmSync(temp, { recursive: true, force: true }));

test("a named path neither tracked nor written by the project, an issue number or an outside file is reported", () => {
  const write = (/** @type {string} */ file, /** @type {string} */ text) => {
    mkdirSync(path.dirname(path.join(temp, file)), { recursive: true });
    writeFileSync(path.join(temp, file), text);
  };
  // Written as `${C}` so that this file's own comments name none of these paths.
  const C = "/".repeat(2);
  write(".gitignore", "e2e/screenshots/\nsrc/generated.d.ts\n");
  write("scripts/make-art.mjs", `${C} Draws with src/lib/art.ts; writes into e2e/screenshots/.\n`);
  write("src/lib/art.ts", `${C} Named by scripts/make-*.mjs; types in src/generated.d.ts.\n`);
  write(
    "src/lib/old.ts",
    `${C} Moved from src/lib/gone.ts (issue 7), see docs/missing.md and scripts/no-*.mjs.\n`,
  );
  write("docs/rules.md", "The login order (spec §4; TEAM.md) is in docs/product.md.\n");
  const git = (/** @type {string[]} */ ...args) =>
    execFileSync("git", args, { cwd: temp, stdio: "ignore" });
  git("init", "-q");
  git("add", ".");
  assert.deepEqual(unresolvedReferences(temp), [
    "docs/rules.md:1: spec §",
    "docs/rules.md:1: TEAM.md",
    "src/lib/old.ts:1: issue 7",
    "docs/rules.md:1: docs/product.md",
    "src/lib/old.ts:1: src/lib/gone.ts",
    "src/lib/old.ts:1: docs/missing.md",
    "src/lib/old.ts:1: scripts/no-*.mjs",
  ]);
});

test("every reference in this repo's comments and documents resolves inside it", () => {
  const missing = unresolvedReferences(ROOT);
  assert.deepEqual(missing, [], `Not resolvable in the repo:\n${missing.join("\n")}`);
});
