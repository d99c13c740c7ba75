import { SCRIPT_DATA_ID, SCRIPT_LOADER } from "../../deploy/inline-scripts.mjs";

/**
 * Gatsby's inline scripts change per page and build, so no hash of a strict policy can name
 * them: they become ONE data block (JSON, never run) and ONE constant loader, allowed by its
 * hash, that sets the same globals and inserts Gatsby's scripts in order ('strict-dynamic').
 * Both go inside the `_gatsby-scripts` slice's markers, so a later build that stitches the slice
 * again leaves Gatsby's tags there for this to run on again; the page's own `window.pagePath`
 * script before the slice is then gone, and the path comes from the build's pages.
 */

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

/** The page component's scripts, which Gatsby fetches only after the page's data: now at once. */
export function pageScriptsOf(stats: BuildStats, componentChunkName?: string): string[] {
  const component = componentChunkName ? chunkGroupFiles(stats, componentChunkName) : [];
  return [...new Set(component)].filter((file) => file.endsWith(".js")).map((file) => `/${file}`);
}

export const chunkGroupFiles = (stats: BuildStats, name: string) =>
  (stats.namedChunkGroups?.[name]?.assets ?? []).map((asset) =>
    typeof asset === "string" ? asset : asset.name,
  );

/**
 * The page with Gatsby's scripts replaced by the data block and the loader, or null when there is
 * nothing to replace. `pagePath` serves when the page's own `window.pagePath` script is gone.
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
