// First-load JavaScript per page: every script the browser runs before the page is
// interactive, gzip-compressed as a static host would send it. That is the built HTML's
// <script src> tags (webpack runtime, framework, app; `nomodule` polyfills skipped, as a modern
// browser skips them) and its inline scripts, plus the page component's chunk group from
// webpack's stats (public/webpack.stats.json, named in page-data.json): Gatsby's loader fetches
// those before it hydrates. Each file is named by its chunk, and its source map tells which
// packages weigh the most, so a heavy dependency shows by name even in a hashed shared chunk.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { HASH_PATTERN } from "../deploy/policy.mjs";
import { bytesByOwner } from "./source-map.mjs";

/**
 * The <script> tags of an HTML page: external sources and the inline bodies.
 * @param {string} html
 */
export function scriptsOf(html) {
  /** @type {string[]} */
  const external = [];
  /** @type {string[]} */
  const inline = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = "", body = ""] = match;
    if (/\bnomodule\b/i.test(attributes)) continue;
    const type = attributes.match(/\btype=["']?([^"'\s>]+)/i)?.[1];
    // The scripts the loader inserts (src/node/rewrite-built-pages.ts) are listed in its data
    // block; they are first-load scripts all the same.
    if (/\bid=["']?iky-scripts\b/.test(attributes)) {
      const data = JSON.parse(body);
      external.push(...(Array.isArray(data) ? data : data.scripts));
      continue;
    }
    // JSON-LD and other data blocks are not scripts the browser runs.
    if (type && !/javascript|module/i.test(type)) continue;
    const src = attributes.match(/\bsrc=["']?([^"'\s>]+)/i)?.[1];
    if (src) external.push(src);
    else if (body.trim()) inline.push(body);
  }
  return { external, inline };
}

/** "component---src-pages-index-tsx" for its file; a hashed shared chunk is "shared <hash>". */
/** @param {string} file */
export function chunkLabel(file) {
  const base = path.basename(file).replace(/\.js$/, "");
  const name = base.replace(new RegExp(`-${HASH_PATTERN}$`), "");
  return /^[0-9a-f]+$/.test(name) ? `shared ${name.slice(0, 8)}` : name;
}

/**
 * The JavaScript files of a page component's chunk group, from webpack's stats.
 * @param {any} stats public/webpack.stats.json
 * @param {string | undefined} componentChunkName from the page's page-data.json
 */
export function chunkGroupScripts(stats, componentChunkName) {
  const group = componentChunkName ? stats?.namedChunkGroups?.[componentChunkName] : undefined;
  return (group?.assets ?? [])
    .map((/** @type {string | { name: string }} */ asset) =>
      typeof asset === "string" ? asset : asset.name,
    )
    .filter((/** @type {string} */ name) => name.endsWith(".js"))
    .map((/** @type {string} */ name) => `/${name}`);
}

/**
 * @param {string} file
 * @returns {any}
 */
function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
}

const gzipBytes = (/** @type {string} */ data) => gzipSync(data).length;

/**
 * A script as the published build has it. The bench's sample build writes source maps (to
 * credit each package its bytes), and webpack then ends every script with a comment naming its
 * map; the published build writes no maps and no such comment (src/node/on-create-webpack-config.ts).
 * @param {string} code
 */
export const asPublished = (code) => code.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, "");

/** page-data.json of a route ("/" → page-data/index/), or null. */
/**
 * @param {string} publicDir
 * @param {string} route
 */
function pageData(publicDir, route) {
  const dir = route === "/" ? "index" : route.replace(/^\/|\/$/g, "");
  return readJson(path.join(publicDir, "page-data", dir, "page-data.json"));
}

/**
 * The first-load JavaScript of one built page.
 * @param {string} publicDir
 * @param {string} route e.g. "/yoga/"
 * @param {any} stats public/webpack.stats.json
 */
export function pageWeight(publicDir, route, stats) {
  const html = readFileSync(path.join(publicDir, route, "index.html"), "utf8");
  const { external, inline } = scriptsOf(html);
  const component = pageData(publicDir, route)?.componentChunkName;
  const sources = [...new Set([...external, ...chunkGroupScripts(stats, component)])];
  /** @type {{ chunk: string, file: string, gzip: number, top: string[] }[]} */
  const scripts = [];
  /** @type {Map<string, number>} */
  const owners = new Map();
  for (const src of sources) {
    const pathname = new URL(src, "http://site.invalid/").pathname;
    const file = path.join(publicDir, decodeURIComponent(pathname));
    if (!existsSync(file)) {
      scripts.push({ chunk: "(file missing)", file: pathname, gzip: 0, top: [] });
      continue;
    }
    const code = readFileSync(file, "utf8");
    const gzip = gzipBytes(asPublished(code));
    /** @type {[string, number][]} */
    let shares = [];
    // The compressed bytes shared out by each package's share of the uncompressed code.
    const map = readJson(`${file}.map`);
    if (map?.mappings) {
      const byOwner = bytesByOwner(code, map);
      const total = [...byOwner.values()].reduce((a, b) => a + b, 0) || 1;
      shares = [...byOwner].map(([owner, bytes]) => [owner, (bytes / total) * gzip]);
      for (const [owner, bytes] of shares) owners.set(owner, (owners.get(owner) ?? 0) + bytes);
    }
    const top = shares
      .sort((a, b) => b[1] - a[1])
      .slice(0, 2)
      .map(([owner]) => owner);
    scripts.push({ chunk: chunkLabel(file), file: path.basename(file), gzip, top });
  }
  const inlineGzip = inline.length > 0 ? gzipBytes(inline.join("\n")) : 0;
  if (inlineGzip > 0) {
    scripts.push({ chunk: "(inline)", file: "index.html", gzip: inlineGzip, top: [] });
  }
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  const packages = [...owners]
    .map(([name, gzip]) => ({ name, gzip: Math.round(gzip) }))
    .sort((a, b) => b.gzip - a.gzip);
  return {
    total,
    htmlGzip: gzipBytes(html),
    scripts: scripts.sort((a, b) => b.gzip - a.gzip),
    packages,
  };
}

/**
 * First-load JavaScript of each route; a route whose page does not exist in this build gives
 * null (it would be the 404 page).
 * @param {string} publicDir
 * @param {string[]} routes e.g. ["/", "/yoga/"]
 */
export function measureJs(publicDir, routes) {
  const stats = readJson(path.join(publicDir, "webpack.stats.json"));
  /** @type {Record<string, ReturnType<typeof pageWeight> | null>} */
  const results = {};
  for (const route of routes) {
    results[route] = existsSync(path.join(publicDir, route, "index.html"))
      ? pageWeight(publicDir, route, stats)
      : null;
  }
  return results;
}
