// docs/deploy.md's tables of the Content-Security-Policy, written from deploy/policy.mjs, so the
// document an operator trusts is the policy the hosts send. Each policy of DOCUMENTED_POLICIES is
// rendered with placeholders for the settings (the API's origin, the tiles', the recommendations'
// frames) and once more with analytics, whose sources are marked. deploy/policy-docs.test.mjs
// fails when the document differs; `node deploy/policy-docs.mjs --write` rewrites it.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { DOCUMENTED_POLICIES } from "./policy.mjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const DEPLOY_DOC = path.join(HERE, "..", "docs", "deploy.md");
export const START =
  "<!-- policy-tables: written by deploy/policy-docs.mjs from deploy/policy.mjs -->";
export const END = "<!-- /policy-tables -->";

/** The settings as the table names them. */
const PLACEHOLDERS = {
  apiOrigin: "(the API's origin)",
  tileOrigins: ["(the tiles' origin)"],
  frameOrigins: ["(each allowed recommendation's origin)"],
  forgeOrigins: ["(the forge's origin)"],
};
/** Marks a source sent only when GATSBY_ANALYTICS_ID is set. */
export const ANALYTICS_MARK = "¹";

/**
 * The rows of each documented policy: directive, then its sources as the table writes them.
 * @returns {{ title: string, paths: string, rows: [string, string][] }[]}
 */
export function policyRows() {
  return DOCUMENTED_POLICIES.map(({ title, paths, directives }) => {
    const plain = new Map(directives({ ...PLACEHOLDERS, analytics: false }));
    const rows = directives({ ...PLACEHOLDERS, analytics: true }).map(([name, sources]) => {
      const without = plain.get(name) ?? [];
      const cells = sources.map((source) => {
        const text = source.startsWith("(") ? source.slice(1, -1) : `\`${source}\``;
        return without.includes(source) ? text : `${text}${ANALYTICS_MARK}`;
      });
      return /** @type {[string, string]} */ ([`\`${name}\``, cells.join(", ")]);
    });
    return { title, paths, rows };
  });
}

/** The block of docs/deploy.md between START and END, as this module writes it. */
export function renderTables() {
  const parts = policyRows().flatMap(({ title, paths, rows }) => [
    `**${title}** (${paths}):`,
    "",
    "| directive | sources |",
    "| --- | --- |",
    ...rows.map(([name, sources]) => `| ${name} | ${sources} |`),
    "",
  ]);
  return [
    START,
    "",
    ...parts,
    `${ANALYTICS_MARK} Only when \`GATSBY_ANALYTICS_ID\` is set.`,
    "",
    END,
  ].join("\n");
}

/**
 * The cells of the tables in a markdown text's block, whitespace aside (prettier pads them).
 * @param {string} markdown
 * @returns {string[][]}
 */
export function tableCells(markdown) {
  const start = markdown.indexOf(START);
  const end = markdown.indexOf(END);
  if (start < 0 || end < start) return [];
  return markdown
    .slice(start, end)
    .split("\n")
    .filter((line) => line.startsWith("|") && !/^\|\s*-/.test(line))
    .map((line) =>
      line
        .slice(1, -1)
        .split(" | ")
        .map((cell) => cell.trim().replace(/\s+/g, " ")),
    );
}

/** Rewrites the block of docs/deploy.md, then lets prettier align it as `npm run lint` wants. */
async function write() {
  const doc = readFileSync(DEPLOY_DOC, "utf8");
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${DEPLOY_DOC}: no ${START} … ${END} block.`);
  const next = doc.slice(0, start) + renderTables() + doc.slice(end + END.length);
  const prettier = await import("prettier");
  const options = (await prettier.resolveConfig(DEPLOY_DOC)) ?? {};
  writeFileSync(DEPLOY_DOC, await prettier.format(next, { ...options, filepath: DEPLOY_DOC }));
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  if (process.argv.includes("--write")) await write();
  else process.stdout.write(`${renderTables()}\n`);
}
