import { existsSync, readFileSync, statSync } from "fs";
import { mkdir, readFile, readdir, writeFile } from "fs/promises";
import path from "path";
import {
  INLINE_SCRIPT_HASHES,
  SCRIPT_DATA_ID,
  SCRIPT_LOADER,
  scriptHash,
} from "../../deploy/inline-scripts.mjs";
import { catalogChunkName } from "../i18n/areas";
import { localeOfPath } from "../i18n/locale";
import { areasOfPath } from "../i18n/page-areas";

/**
 * The loader of a strict script policy.
 *
 * Gatsby ends every page with inline scripts whose text changes per page and per build
 * (`window.pagePath`, `window.___chunkMapping`, `window.___webpackCompilationHash`) and its
 * scripts as `<script src async>`. A policy that allows inline scripts by hash cannot name
 * those (a hash per page and build). Here they become ONE data block (`type="application/json"`,
 * which the browser never runs) and ONE constant loader that sets the same globals and inserts
 * the same scripts at once, in Gatsby's order (deploy/inline-scripts.mjs): the policy allows the
 * loader by its hash, and what it inserts through 'strict-dynamic' (deploy/policy.mjs).
 *
 * Gatsby writes the build's part into the `_gatsby-scripts` slice, stitched into each page after
 * it is rendered, so the block and the loader go inside the slice's markers: a later build that
 * stitches the slice again writes Gatsby's tags there, and this runs again on them. The page's
 * own `window.pagePath` script sits just before the slice; after such a stitch it is gone (this
 * removed it), and the page's path is read from the file's place instead.
 *
 * Then every executable inline script left on the page must be one the policy allows by hash:
 * one that is not stops the build, naming the page.
 */

export { SCRIPT_DATA_ID };

/** The page's data block: the globals Gatsby's scripts read, and the scripts, in order. */
export interface ScriptData {
  globals: Record<string, string>;
  scripts: string[];
}

const SLICE =
  /(<!-- slice-start id="_gatsby-scripts-\d+" -->)([\s\S]*?)(<!-- slice-end id="_gatsby-scripts-\d+" -->)/;
const ASYNC_SCRIPT = /<script src="([^"]+\.js)" async><\/script>/g;
/** A JavaScript string literal as Gatsby writes it (JSON.stringify). */
const LITERAL = String.raw`("(?:[^"\\]|\\.)*")`;
const PAGE_PATH = new RegExp(
  String.raw`<script id="gatsby-script-loader">/\*<!\[CDATA\[\*/window\.pagePath=${LITERAL};/\*\]\]>\*/</script>`,
);
const CHUNK_MAPPING = new RegExp(
  String.raw`<script\s+id="gatsby-chunk-mapping"\s*>\s*window\.___chunkMapping=${LITERAL};\s*</script>`,
);
const COMPILATION_HASH = new RegExp(
  String.raw`<script>window\.___webpackCompilationHash=${LITERAL};</script>`,
);

/** The page path Gatsby gives the HTML file `file` under `publicDir`: `yoga/index.html` → `/yoga/`. */
export function pagePathOf(publicDir: string, file: string): string {
  const relative = path.relative(publicDir, file).split(path.sep).join("/");
  if (relative === "index.html") return "/";
  return relative.endsWith("/index.html")
    ? `/${relative.slice(0, -"index.html".length)}`
    : `/${relative}`;
}

/** What of webpack's stats (public/webpack.stats.json) the page's own scripts are read from. */
export interface BuildStats {
  assetsByChunkName?: Record<string, string[]>;
  namedChunkGroups?: Record<string, { assets: (string | { name: string })[] }>;
}

/**
 * The scripts a page needs before it can hydrate that Gatsby's build-wide scripts slice cannot
 * name: its catalog areas' chunks (src/i18n/page-areas.ts), which gatsby-browser's onClientEntry
 * awaits, and its component's chunk group, which Gatsby's loader fetches once it has the page's
 * data. Listed beside Gatsby's, they download with them instead of in two round trips after
 * `app` has run; webpack then finds them installed.
 */
export function pageScriptsOf(
  stats: BuildStats,
  pagePath: string,
  componentChunkName?: string,
): string[] {
  const locale = localeOfPath(pagePath);
  const catalog = areasOfPath(pagePath).flatMap(
    (area) => stats.assetsByChunkName?.[catalogChunkName(locale, area)] ?? [],
  );
  const group = componentChunkName ? stats.namedChunkGroups?.[componentChunkName] : undefined;
  const component = (group?.assets ?? []).map((asset) =>
    typeof asset === "string" ? asset : asset.name,
  );
  return [...new Set([...catalog, ...component])]
    .filter((file) => file.endsWith(".js"))
    .map((file) => `/${file}`);
}

/**
 * The page's HTML with Gatsby's inline scripts and script tags replaced by the data block and
 * the loader, or null when there is nothing to replace (no scripts slice, or already rewritten).
 * `pagePath`: the page's path, used when the page's own `window.pagePath` script is gone.
 * `pageScripts`: the page's own scripts (`pageScriptsOf`), listed after Gatsby's.
 */
export function deferScripts(
  html: string,
  pagePath?: string,
  pageScripts: readonly string[] = [],
): string | null {
  const slice = SLICE.exec(html);
  if (!slice) return null;
  const [, start, content = "", end] = slice;
  const gatsbyScripts = [...content.matchAll(ASYNC_SCRIPT)].map((match) => match[1] ?? "");
  if (gatsbyScripts.length === 0) return null;
  const scripts = [...new Set([...gatsbyScripts, ...pageScripts])];
  const globals: Record<string, string> = {};
  let rest = content.replace(ASYNC_SCRIPT, "");
  let page = html;
  const pageScript = PAGE_PATH.exec(html.slice(0, slice.index));
  if (pageScript) {
    globals.pagePath = JSON.parse(pageScript[1] ?? '""') as string;
    page = html.slice(0, pageScript.index) + html.slice(pageScript.index + pageScript[0].length);
  } else if (pagePath !== undefined) {
    globals.pagePath = pagePath;
  }
  for (const [name, pattern] of [
    ["___chunkMapping", CHUNK_MAPPING],
    ["___webpackCompilationHash", COMPILATION_HASH],
  ] as const) {
    const found = pattern.exec(rest);
    if (!found) continue;
    globals[name] = JSON.parse(found[1] ?? '""') as string;
    rest = rest.slice(0, found.index) + rest.slice(found.index + found[0].length);
  }
  const data: ScriptData = { globals, scripts };
  // `<` escaped: no text in the block can close it (`</script>`) or open a comment.
  const block = JSON.stringify(data).replace(/</g, "\\u003c");
  const rewritten =
    rest.trim() +
    `<script id="${SCRIPT_DATA_ID}" type="application/json">${block}</script>` +
    `<script>${SCRIPT_LOADER}</script>`;
  return page.replace(SLICE, () => `${start}${rewritten}${end}`);
}

const PART = /<div data-part="([\w-]+)"/g;

/**
 * The page's HTML with the stylesheets of its parts hydrated near the viewport inlined into its
 * head (src/components/ui/hydrate-near-viewport.tsx), or null when it has none left to inline.
 * webpack puts a lazily loaded part's CSS in files of its own, which Gatsby does not inline: the
 * prebuilt part would show unstyled until its code came. Each `<style>` carries its file's
 * `data-href`, as Gatsby's inlined styles do: webpack's CSS loader finds it there and does not
 * fetch the file again when the part's code loads.
 */
export function inlinePartStyles(
  html: string,
  stats: BuildStats,
  readCss: (file: string) => string,
): string | null {
  const parts = new Set([...html.matchAll(PART)].map((match) => match[1] ?? ""));
  const files = [...parts].flatMap((part) => {
    const group = stats.namedChunkGroups?.[part];
    if (!group) {
      throw new Error(
        `[iky] No chunk named "${part}" in webpack's stats: the webpackChunkName of the part's ` +
          "import and the name given to hydrateNearViewport must be the same.",
      );
    }
    return group.assets
      .map((asset) => (typeof asset === "string" ? asset : asset.name))
      .filter((file) => file.endsWith(".css") && !html.includes(`<style data-href="/${file}"`));
  });
  if (files.length === 0) return null;
  const styles = [...new Set(files)]
    .map((file) => `<style data-href="/${file}">${readCss(file)}</style>`)
    .join("");
  return html.replace("</head>", () => `${styles}</head>`);
}

/** The `type`s of a script element that the browser runs (an absent or empty type too). */
const EXECUTABLE_TYPE = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The hashes of the page's executable inline scripts that `allowed` lacks (none: []). A script
 * with `src` and a data block (JSON, JSON-LD) are not inline scripts the browser runs.
 */
export function unlistedInlineScripts(
  html: string,
  allowed: readonly string[] = INLINE_SCRIPT_HASHES,
): string[] {
  const missing: string[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? "";
    if (!EXECUTABLE_TYPE.test(type.trim())) continue;
    const hash = scriptHash(text);
    if (!allowed.includes(hash)) missing.push(hash);
  }
  return missing;
}

/**
 * The HTML file Gatsby writes for each page path: `/yoga/` → `yoga/index.html`, `/404.html` →
 * `404.html`. Knowing them spares walking the whole public folder (its images and page data:
 * about 11,000 entries at 1,000 events, most of the pass's time in a rebuild).
 */
export function pageHtmlFiles(publicDir: string, pagePaths: Iterable<string>): string[] {
  return Array.from(pagePaths, (pagePath) =>
    pagePath.endsWith(".html")
      ? path.join(publicDir, pagePath)
      : path.join(publicDir, pagePath, "index.html"),
  );
}

/** Every page Gatsby wrote under the folder: the `index.html` of each path, and `404.html`. */
async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /^(index|404)\.html$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

/** Pages read and written at once: the pass waits on the disk more than on the processor. */
const CONCURRENT_PAGES = 16;

/**
 * The files among `files` modified after `since` (epoch ms, as the file system stamps them), in
 * their order; all of them without `since`. A missing file is left out.
 */
export function writtenSince(files: string[], since = 0): string[] {
  // One synchronous stat each: 2,000 of them take about 10 ms, where sending each through the
  // event loop took 25-40 ms on a quiet machine and ten times that beside the tools that
  // onPostBuild runs meanwhile.
  return files.filter((file) => {
    const written = statSync(file, { throwIfNoEntry: false });
    return written !== undefined && written.mtimeMs > since;
  });
}

/**
 * Rewrites the built pages that still carry Gatsby's tags; returns how many it changed. Throws,
 * naming the pages, when a page it read carries an executable inline script the policy lacks.
 *
 * `since` (epoch ms): pages not modified after it are left unread (see
 * `deferScriptsSinceLastPass`). Without it (a cold build) every page is read.
 *
 * `pagePaths`: the build's page paths (Gatsby's store), whose HTML files are looked at; without
 * them, every `index.html` and `404.html` under `publicDir`.
 */
export async function deferScriptsInPages(
  publicDir: string,
  since = 0,
  pagePaths?: Iterable<string>,
  componentChunks: ReadonlyMap<string, string> = new Map(),
): Promise<number> {
  const all = pagePaths ? pageHtmlFiles(publicDir, pagePaths) : await htmlFiles(publicDir);
  const files = writtenSince(all, since);
  const statsFile = path.join(publicDir, "webpack.stats.json");
  const stats = existsSync(statsFile)
    ? (JSON.parse(await readFile(statsFile, "utf8")) as BuildStats)
    : {};
  let next = 0;
  let changed = 0;
  const refused: string[] = [];
  const css = new Map<string, string>();
  const readCss = (file: string) => {
    let text = css.get(file);
    if (text === undefined) {
      text = readFileSync(path.join(publicDir, file), "utf8");
      css.set(file, text);
    }
    return text;
  };
  const worker = async () => {
    for (let file = files[next++]; file !== undefined; file = files[next++]) {
      const html = await readFile(file, "utf8");
      const pagePath = pagePathOf(publicDir, file);
      const scriptsDone = deferScripts(
        html,
        pagePath,
        pageScriptsOf(stats, pagePath, componentChunks.get(pagePath)),
      );
      const styled = inlinePartStyles(scriptsDone ?? html, stats, readCss);
      const rewritten = styled ?? scriptsDone;
      const missing = unlistedInlineScripts(rewritten ?? html);
      if (missing.length > 0) {
        refused.push(`${pagePathOf(publicDir, file)} (${missing.join(" ")})`);
      }
      if (rewritten === null) continue;
      await writeFile(file, rewritten);
      changed += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_PAGES }, worker));
  if (refused.length > 0) {
    throw new Error(
      `[iky] Executable inline scripts the script policy does not allow (deploy/inline-scripts.mjs): ` +
        `${refused.sort().slice(0, 10).join("; ")}${refused.length > 10 ? `; and ${refused.length - 10} more pages` : ""}. ` +
        `Move the script into a file, or add its hash to INLINE_SCRIPT_HASHES if it is constant.`,
    );
  }
  return changed;
}

/**
 * The pass of a build: reads only the pages written since the previous pass ended, and marks
 * its own end by writing `marker` (a file in Gatsby's .cache, which a cold build starts
 * without). Gatsby writes a page's HTML again when the page changed, and every page when its
 * scripts changed (it stitches the scripts slice into each again); a rebuild after one event
 * changed writes a few pages of thousands, and reading all 2,000 pages of a build at scale took
 * most of its `onPostBuild`.
 *
 * The marker's modification time, not the clock, is the boundary: it is stamped by the same
 * file system as the pages, after the pass's own writes, so the pages this pass rewrote are not
 * read again by the next one. Gatsby's next writes belong to the next build, seconds later,
 * which is more than any file system's timestamp granularity.
 */
export async function deferScriptsSinceLastPass(
  publicDir: string,
  marker: string,
  pagePaths: Iterable<string>,
  componentChunks?: ReadonlyMap<string, string>,
): Promise<number> {
  const since = statSync(marker, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const changed = await deferScriptsInPages(publicDir, since, pagePaths, componentChunks);
  await mkdir(path.dirname(marker), { recursive: true });
  await writeFile(marker, `${new Date().toISOString()}\n`);
  return changed;
}
