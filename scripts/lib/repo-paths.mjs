// The references in comments and documents that a fresh clone cannot resolve: repo paths that
// do not exist, issue numbers, the team's files outside the repo. A comment
// that sends the reader to a moved or deleted file is worse than none. Checked by
// scripts/lib/repo-paths.test.mjs in `npm test`.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** The repo's top-level folders: a token starting with one of them is a repo path. */
export const TOP_FOLDERS = [
  ".ci",
  "__mocks__",
  "__tests__",
  "art",
  "bench",
  "content",
  "deploy",
  "docs",
  "e2e",
  "patches",
  "scripts",
  "src",
  "static",
  "stub-api",
  "webhook",
];

const PATH_TOKEN = new RegExp(
  // Not inside a URL, a route or a longer path (`/src/…`, `node_modules/src/…`).
  `(?<![\\w./@-])(?:${TOP_FOLDERS.map((f) => f.replace(".", "\\.")).join("|")})/[^\\s\`'"()<>{},;:|…$]*`,
  "g",
);

/** Where a comment starts, per kind of file; null: the whole file is prose (markdown). */
const COMMENTS = {
  slashes: /\/\/[^\n]*|\/\*[\s\S]*?\*\//g,
  block: /\/\*[\s\S]*?\*\//g,
  hash: /(?:^|\s)#[^\n]*/g,
};

/** @param {string} file */
function commentsOf(file) {
  const ext = path.extname(file);
  if ([".ts", ".tsx", ".js", ".mjs", ".cjs"].includes(ext)) return COMMENTS.slashes;
  if (ext === ".css") return COMMENTS.block;
  if (ext === ".md") return null;
  if ([".yaml", ".yml", ".template", ".example"].includes(ext) || file === ".ci/run") {
    return COMMENTS.hash;
  }
  return undefined;
}

/**
 * What a fresh clone cannot resolve: the team's issue numbers and its files outside the repo.
 * The product's rules and the API's contract are cited as docs/product.md and docs/api-contract.md.
 */
const OUTSIDE =
  /\bissues? #?\d+|(?<![\w/])spec(?:\.md)? §|\bspec\.md\b|(?<![\w/])(?:TEAM|STYLE)\.md\b/gi;

/**
 * References to what is not in the repo (an issue number, the team's own files) in a file's
 * comments, or anywhere in a markdown file.
 * @param {string} file
 * @param {string} text
 * @returns {{ line: number, reference: string }[]}
 */
export function outsideReferences(file, text) {
  return commentSpans(file, text).flatMap(({ start, text: span }) =>
    [...span.matchAll(OUTSIDE)].map((m) => ({
      line: text.slice(0, start + m.index).split("\n").length,
      reference: m[0],
    })),
  );
}

/**
 * The comments of a file (a markdown file is all prose), each with where it starts.
 * @param {string} file the file's path in the repo, which decides its comment syntax
 * @param {string} text
 */
function commentSpans(file, text) {
  const syntax = commentsOf(file);
  if (syntax === undefined) return [];
  return syntax
    ? [...text.matchAll(syntax)].map((m) => ({ start: m.index, text: m[0] }))
    : [{ start: 0, text }];
}

/**
 * A token without what follows a path in prose: a Markdown anchor, a sentence's full stop, the
 * closing bracket of `[content/sections]`.
 * @param {string} token
 */
function trimPath(token) {
  let trimmed = token.replace(/#.*$/, "").replace(/[.]+$/, "");
  if (trimmed.endsWith("]") && !trimmed.includes("[")) trimmed = trimmed.slice(0, -1);
  return trimmed.replace(/[.]+$/, "");
}

/**
 * The repo paths a file's comments name (a markdown file is all prose), with their lines.
 * A path ends before a placeholder (`content/sections/<page>/` names `content/sections/`).
 * @param {string} file the file's path in the repo, which decides its comment syntax
 * @param {string} text
 * @returns {{ line: number, path: string }[]}
 */
export function namedPaths(file, text) {
  return commentSpans(file, text).flatMap(({ start, text: span }) =>
    [...span.matchAll(PATH_TOKEN)].map((m) => ({
      line: text.slice(0, start + m.index).split("\n").length,
      path: trimPath(m[0]),
    })),
  );
}

/** A glob's pattern: `*` is any run of characters within one folder. */
const globPattern = (/** @type {string} */ glob) =>
  new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replaceAll("*", "[^/]*")}(/|$)`);

/**
 * Every reference a fresh clone cannot resolve, as `file:line: reference` lines: the outside
 * references, then the named paths that are not in the repo. A path is in the repo
 * when it is a tracked file or a folder holding one (a glob: when it matches one), or when git
 * ignores it because the project writes it (src/gatsby-types.d.ts, e2e/screenshots/).
 * @param {string} root the repo's folder
 */
export function unresolvedReferences(root) {
  const git = (/** @type {string[]} */ args, /** @type {string} */ input = "") =>
    execFileSync("git", args, { cwd: root, encoding: "utf8", input, maxBuffer: 2 ** 26 });
  const files = git(["ls-files", "-z"]).split("\0").filter(Boolean);
  const known = new Set(
    files.flatMap((file) => file.split("/").map((_, i, parts) => parts.slice(0, i + 1).join("/"))),
  );
  const inRepo = (/** @type {string} */ named) => {
    const clean = named.replace(/\/+$/, "");
    if (!clean.includes("*")) return known.has(clean);
    const pattern = globPattern(clean);
    return files.some((file) => pattern.test(file));
  };
  const texts = files
    .filter((file) => file !== "package-lock.json" && commentsOf(file) !== undefined)
    // A tracked file deleted in the working tree names nothing any more.
    .filter((file) => existsSync(path.join(root, file)))
    .map((file) => ({ file, text: readFileSync(path.join(root, file), "utf8") }));
  const outside = texts.flatMap(({ file, text }) =>
    outsideReferences(file, text).map((hit) => `${file}:${hit.line}: ${hit.reference}`),
  );
  const missing = texts
    .flatMap(({ file, text }) => namedPaths(file, text).map((hit) => ({ file, ...hit })))
    .filter((hit) => !inRepo(hit.path));
  if (missing.length === 0) return outside;
  // A folder the project writes is ignored as a folder: ask about a file inside it too.
  const asked = [...new Set(missing.map((hit) => hit.path.replace(/\/+$/, "")))];
  const ignored = new Set(
    ignoredOf(
      git,
      asked.flatMap((p) => [p, `${p}/x`]),
    ).map((p) => p.replace(/\/x$/, "")),
  );
  return [
    ...outside,
    ...missing
      .filter((hit) => !ignored.has(hit.path.replace(/\/+$/, "")))
      .map((hit) => `${hit.file}:${hit.line}: ${hit.path}`),
  ];
}

/**
 * The paths git ignores, of those given.
 * @param {(args: string[], input?: string) => string} git
 * @param {string[]} paths
 */
function ignoredOf(git, paths) {
  try {
    return git(["check-ignore", "--no-index", "--stdin"], paths.join("\n"))
      .split("\n")
      .filter(Boolean);
  } catch (error) {
    // Exit status 1: none is ignored. Anything else is a real failure.
    if (/** @type {{ status?: number }} */ (error).status === 1) return [];
    throw error;
  }
}
