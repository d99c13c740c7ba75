// What content/ makes the site load from elsewhere: the pages of the section recommendations
// flagged `allowed`, which open inside the site in a frame. Read by the build (which stops on
// an unsafe one, src/node/on-pre-bootstrap.ts) and by the policy (their origins go to frame-src).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { load as parse } from "js-yaml";

/** content/sections/, where the recommendations are (CONTENT_DIR overrides it in the renderers). */
export const CONTENT_SECTIONS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
  "content",
  "sections",
);

/**
 * @typedef {{ file: string, title: string, url: string, porcentaje: number }} AllowedRecommendation
 */

/**
 * Why an `allowed` recommendation may not be framed, or null when it may. Its frame is
 * sandboxed with allow-scripts and allow-same-origin, so a page of the site's own origin would
 * run as the site (and could lift its own sandbox); plain http would let anyone on the way
 * rewrite it.
 * @param {string} url
 * @param {string} [siteUrl] GATSBY_SITE_URL
 * @returns {string | null}
 */
export function unsafeFrameReason(url, siteUrl) {
  let target;
  try {
    target = new URL(url);
  } catch {
    return `"${url}" no es una URL absoluta`;
  }
  if (target.protocol !== "https:") return `"${url}" debe ser https://`;
  if (siteUrl) {
    let site = null;
    try {
      site = new URL(siteUrl).origin;
    } catch {
      // A malformed GATSBY_SITE_URL is reported by its own check.
    }
    if (site === target.origin) {
      return `"${url}" está en el mismo origen que el sitio (${site}): dentro del marco se ejecutaría como el sitio`;
    }
  }
  return null;
}

/**
 * The front matter of a markdown file, or null when it has none.
 * @param {string} text
 * @returns {unknown}
 */
function frontMatter(text) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  return match ? parse(match[1] ?? "") : null;
}

/**
 * Every recommendation flagged `allowed` in the markdown files under `dir`.
 * @param {string} dir content/sections
 * @returns {AllowedRecommendation[]}
 */
export function allowedRecommendations(dir) {
  /** @type {AllowedRecommendation[]} */
  const found = [];
  const files = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".md"))
    .sort();
  for (const relative of files) {
    const file = path.join(dir, relative);
    const data = /** @type {{ recommendations?: unknown } | null} */ (
      frontMatter(readFileSync(file, "utf8"))
    );
    const list = Array.isArray(data?.recommendations) ? data.recommendations : [];
    for (const rec of list) {
      if (rec && typeof rec === "object" && rec.allowed === true) {
        found.push({
          file,
          title: String(rec.title ?? ""),
          url: String(rec.url ?? ""),
          porcentaje: Number(rec.porcentaje ?? 0),
        });
      }
    }
  }
  return found;
}

/**
 * The recommendations that may not be framed, each with its file and reason (Spanish).
 * @param {string} dir
 * @param {string} [siteUrl]
 * @returns {string[]}
 */
export function unsafeRecommendations(dir, siteUrl) {
  return allowedRecommendations(dir).flatMap(({ file, url }) => {
    const reason = unsafeFrameReason(url, siteUrl);
    return reason
      ? [`${path.relative(process.cwd(), file)}: recomendación con allowed: true — ${reason}`]
      : [];
  });
}

/**
 * The origins to list in frame-src. Unsafe recommendations throw, naming the file: the policy
 * never lists an origin the build would refuse.
 * @param {string} dir
 * @param {string} [siteUrl]
 * @returns {string[]}
 */
export function frameOrigins(dir, siteUrl) {
  const problems = unsafeRecommendations(dir, siteUrl);
  if (problems.length > 0) throw new Error(problems.join("\n"));
  return [...new Set(allowedRecommendations(dir).map(({ url }) => new URL(url).origin))].sort();
}

// `node deploy/site-content.mjs [content/sections]`: the build's check (src/node/on-pre-bootstrap.ts).
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const dir = path.resolve(process.argv[2] ?? path.join("content", "sections"));
  const problems = unsafeRecommendations(dir, process.env.GATSBY_SITE_URL);
  if (problems.length > 0) {
    console.error(problems.join("\n"));
    process.exit(1);
  }
}
