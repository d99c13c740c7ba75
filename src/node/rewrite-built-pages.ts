import { existsSync, readFileSync, statSync } from "fs";
import { mkdir, readFile, writeFile } from "fs/promises";
import path from "path";
import { INLINE_SCRIPT_HASHES, scriptHash } from "../../deploy/inline-scripts.mjs";
import {
  chunkGroupFiles,
  pageScriptsOf,
  replaceInlineScriptsWithLoader,
  type BuildStats,
} from "./csp-script-loader";

/**
 * The pass over the built pages, after Gatsby wrote them: each page's inline scripts become data
 * and one loader the policy allows (csp-script-loader.ts), the styles of its late-hydrated parts
 * are inlined (`inlinePartStyles`), and a page with an inline script the policy does not allow
 * stops the build (`unlistedInlineScripts`).
 */

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

/**
 * The hashes of the page's executable inline scripts that `allowed` lacks (none: []): every one
 * left on a built page must be one the policy allows by hash (deploy/inline-scripts.mjs). A
 * script with `src` and a data block (JSON, JSON-LD) are not inline scripts the browser runs.
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

/** The build's pages, as Gatsby's store holds them: by path, with their component's chunk group. */
export type BuiltPages = ReadonlyMap<string, { componentChunkName?: string }>;

/**
 * The HTML file Gatsby writes for a page path: `/yoga/` → `yoga/index.html`, `/404.html` →
 * `404.html`. Knowing them spares walking the whole public folder (its images and page data:
 * about 11,000 entries at 1,000 events, most of the pass's time in a rebuild).
 */
export const pageHtmlFile = (publicDir: string, pagePath: string) =>
  pagePath.endsWith(".html")
    ? path.join(publicDir, pagePath)
    : path.join(publicDir, pagePath, "index.html");

/** Pages read and written at once: the pass waits on the disk more than on the processor. */
const CONCURRENT_PAGES = 16;

/**
 * Whether `file` was modified after `since` (epoch ms, as the file system stamps them); a
 * missing file was not.
 */
export function writtenSince(file: string, since = 0): boolean {
  // One synchronous stat each: 2,000 of them take about 10 ms, where sending each through the
  // event loop took 25-40 ms on a quiet machine and ten times that beside the tools that
  // onPostBuild runs meanwhile.
  const written = statSync(file, { throwIfNoEntry: false });
  return written !== undefined && written.mtimeMs > since;
}

/**
 * Rewrites the built pages that still carry Gatsby's tags; returns how many it changed. Throws,
 * naming the pages, when a page it read carries an executable inline script the policy lacks.
 *
 * `since` (epoch ms): pages not modified after it are left unread (see
 * `rewritePagesWrittenSinceLastPass`). Without it (a cold build) every page is read.
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
      const scriptsDone = replaceInlineScriptsWithLoader(
        html,
        pagePath,
        pageScriptsOf(stats, componentChunkName),
      );
      const styled = inlinePartStyles(scriptsDone ?? html, stats, readCss);
      const rewritten = styled ?? scriptsDone;
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
