import { existsSync, readFileSync, statSync } from "fs";
import { mkdir, readFile, writeFile } from "fs/promises";
import path from "path";
import {
  INLINE_SCRIPT_HASHES,
  SCRIPT_DATA_ID,
  SCRIPT_LOADER,
  scriptHash,
} from "../../deploy/inline-scripts.mjs";

// The pass over the built pages: inline scripts become data and one allowed loader, late-hydrated
// parts get their styles inline, and an inline script the policy does not allow stops the build.
// Gatsby's inline scripts change per page and build, so no hash of a strict policy can name them:
// they become ONE data block (JSON, never run) and ONE constant loader, allowed by its hash, that
// sets the same globals and inserts Gatsby's scripts in order ('strict-dynamic'). Both go inside
// the `_gatsby-scripts` slice's markers, where a later build that stitches the slice again leaves
// Gatsby's tags for this pass, but not the page's `window.pagePath` script before the slice: the
// path then comes from the build's pages.

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
interface BuildStats {
  namedChunkGroups?: Record<string, { assets: (string | { name: string })[] }>;
}

const chunkGroupFiles = (stats: BuildStats, name: string) =>
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

const PART = /<div data-part="([\w-]+)"/g;

/**
 * The page with the CSS of its parts hydrated near the viewport inlined (Gatsby does not inline a
 * lazy part's, so it would show unstyled), or null when none is left. `data-href`, as on Gatsby's
 * own, keeps webpack from fetching the file again when the part's code loads.
 */
export function inlinePartStyles(
  html: string,
  stats: BuildStats,
  readCss: (file: string) => string,
): string | null {
  const parts = new Set([...html.matchAll(PART)].map((match) => match[1] ?? ""));
  const files = [...parts].flatMap((part) => {
    if (!stats.namedChunkGroups?.[part]) {
      throw new Error(
        `[iky] No chunk named "${part}" in webpack's stats: the webpackChunkName of the part's ` +
          "import and the name given to hydrateNearViewport must be the same.",
      );
    }
    return chunkGroupFiles(stats, part).filter(
      (file) => file.endsWith(".css") && !html.includes(`<style data-href="/${file}"`),
    );
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

/** The hashes of the page's executable inline scripts (not `src`, not data) `allowed` lacks. */
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

/** The build's pages, as Gatsby's store holds them: by path, with their component's chunk group. */
export type BuiltPages = ReadonlyMap<string, { componentChunkName?: string }>;

/** `/yoga/` → `yoga/index.html`, `/404.html` → `404.html`: no walk of public/'s 11,000 files. */
export const pageHtmlFile = (publicDir: string, pagePath: string) =>
  path.join(publicDir, pagePath, pagePath.endsWith(".html") ? "" : "index.html");

/** Pages read and written at once: the pass waits on the disk more than on the processor. */
const CONCURRENT_PAGES = 16;

/**
 * Whether `file` exists and was modified after `since` (epoch ms). Synchronous: 2,000 stats take
 * 10 ms, through the event loop 25-40 ms and ten times that under load.
 */
export const writtenSince = (file: string, since = 0) =>
  (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0) > since;

/**
 * Rewrites the pages modified after `since` (epoch ms; 0: all) that still carry Gatsby's tags;
 * returns how many it changed. Throws, naming the pages, on an inline script the policy lacks.
 */
export async function rewriteBuiltPages(
  publicDir: string,
  pages: BuiltPages,
  since = 0,
): Promise<number> {
  const todo = [...pages].filter(([pagePath]) =>
    writtenSince(pageHtmlFile(publicDir, pagePath), since),
  );
  const statsFile = path.join(publicDir, "webpack.stats.json");
  const stats = existsSync(statsFile)
    ? (JSON.parse(await readFile(statsFile, "utf8")) as BuildStats)
    : {};
  let next = 0;
  let changed = 0;
  const refused: string[] = [];
  const css = new Map<string, string>();
  const readCss = (file: string) => {
    if (!css.has(file)) css.set(file, readFileSync(path.join(publicDir, file), "utf8"));
    return css.get(file) ?? "";
  };
  const worker = async () => {
    for (let page = todo[next++]; page !== undefined; page = todo[next++]) {
      const [pagePath, { componentChunkName }] = page;
      const file = pageHtmlFile(publicDir, pagePath);
      const html = await readFile(file, "utf8");
      // The page component's scripts, which Gatsby fetches after the page's data: now at once.
      const pageScripts = componentChunkName
        ? chunkGroupFiles(stats, componentChunkName).filter((file) => file.endsWith(".js"))
        : [];
      const scriptsDone = replaceInlineScriptsWithLoader(
        html,
        pagePath,
        pageScripts.map((file) => `/${file}`),
      );
      const rewritten = inlinePartStyles(scriptsDone ?? html, stats, readCss) ?? scriptsDone;
      const missing = unlistedInlineScripts(rewritten ?? html);
      if (missing.length > 0) refused.push(`${pagePath} (${missing.join(" ")})`);
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
 * The pass of a build over the pages written since the previous pass (a rebuild writes a few of
 * thousands): its boundary, `marker`'s mtime, is stamped after this pass's own writes.
 */
export async function rewritePagesWrittenSinceLastPass(
  publicDir: string,
  marker: string,
  pages: BuiltPages,
): Promise<number> {
  const since = statSync(marker, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const changed = await rewriteBuiltPages(publicDir, pages, since);
  await mkdir(path.dirname(marker), { recursive: true });
  await writeFile(marker, `${new Date().toISOString()}\n`);
  return changed;
}
