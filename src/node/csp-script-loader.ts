import { SCRIPT_DATA_ID, SCRIPT_LOADER } from "../../deploy/inline-scripts.mjs";

/**
 * Gatsby's inline scripts made allowable by a strict script policy.
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
 * own `window.pagePath` script sits just before the slice; after such a stitch it is gone, and
 * the page's path comes from the build's list of pages (rewrite-built-pages.ts).
 */

export { SCRIPT_DATA_ID };

/** The page's data block: the globals Gatsby's scripts read, and the scripts, in order. */
export interface ScriptData {
  globals: Record<string, string | undefined>;
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

/** What of webpack's stats (public/webpack.stats.json) the page's own scripts are read from. */
export interface BuildStats {
  namedChunkGroups?: Record<string, { assets: (string | { name: string })[] }>;
}

/**
 * The scripts a page needs before it can hydrate that Gatsby's build-wide scripts slice cannot
 * name: its component's chunk group, which Gatsby's loader fetches once it has the page's data.
 * Listed beside Gatsby's, they download with them instead of after `app` has run; webpack then
 * finds them installed.
 */
export function pageScriptsOf(stats: BuildStats, componentChunkName?: string): string[] {
  const component = componentChunkName ? chunkGroupFiles(stats, componentChunkName) : [];
  return [...new Set(component)].filter((file) => file.endsWith(".js")).map((file) => `/${file}`);
}

/** The files of a chunk group of webpack's stats (none when it has no such group). */
export const chunkGroupFiles = (stats: BuildStats, name: string) =>
  (stats.namedChunkGroups?.[name]?.assets ?? []).map((asset) =>
    typeof asset === "string" ? asset : asset.name,
  );

/**
 * The page's HTML with Gatsby's inline scripts and script tags replaced by the data block and
 * the loader, or null when there is nothing to replace (no scripts slice, or already rewritten).
 * `pagePath`: the page's path, used when the page's own `window.pagePath` script is gone.
 * `pageScripts`: the page's own scripts (`pageScriptsOf`), listed after Gatsby's.
 */
export function replaceInlineScriptsWithLoader(
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
  const [ownPagePath, before] = cut(html.slice(0, slice.index), PAGE_PATH);
  const [chunkMapping, unmapped] = cut(content.replace(ASYNC_SCRIPT, ""), CHUNK_MAPPING);
  const [compilationHash, rest] = cut(unmapped, COMPILATION_HASH);
  // A global not found is left out of the block: JSON has no undefined.
  const globals = {
    pagePath: ownPagePath ?? pagePath,
    ___chunkMapping: chunkMapping,
    ___webpackCompilationHash: compilationHash,
  };
  const data: ScriptData = { globals, scripts };
  // `<` escaped: no text in the block can close it (`</script>`) or open a comment.
  const block = JSON.stringify(data).replace(/</g, "\\u003c");
  const rewritten =
    rest.trim() +
    `<script id="${SCRIPT_DATA_ID}" type="application/json">${block}</script>` +
    `<script>${SCRIPT_LOADER}</script>`;
  return `${before}${start}${rewritten}${end}${html.slice(slice.index + slice[0].length)}`;
}

/** The string literal `pattern` captures in `text`, and `text` without the match. */
function cut(text: string, pattern: RegExp): [string | undefined, string] {
  const found = pattern.exec(text);
  if (!found) return [undefined, text];
  const rest = text.slice(0, found.index) + text.slice(found.index + found[0].length);
  return [JSON.parse(found[1] ?? '""') as string, rest];
}
