import { existsSync, readFileSync, statSync } from "fs";
import { mkdir, readFile, readdir, writeFile } from "fs/promises";
import path from "path";
import {
  pagePathOf,
  pageScriptsOf,
  replaceInlineScriptsWithLoader,
  type BuildStats,
} from "./csp-script-loader";
import { inlinePartStyles } from "./inline-part-styles";
import { unlistedInlineScripts } from "./inline-script-check";

/**
 * The pass over the built pages, after Gatsby wrote them: each page's inline scripts become data
 * and one loader the policy allows (csp-script-loader.ts), the styles of its late-hydrated parts
 * are inlined (inline-part-styles.ts), and a page with an inline script the policy does not
 * allow stops the build (inline-script-check.ts).
 */

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
 * `rewritePagesWrittenSinceLastPass`). Without it (a cold build) every page is read.
 *
 * `pagePaths`: the build's page paths (Gatsby's store), whose HTML files are looked at; without
 * them, every `index.html` and `404.html` under `publicDir`.
 */
export async function rewriteBuiltPages(
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
      const scriptsDone = replaceInlineScriptsWithLoader(
        html,
        pagePath,
        pageScriptsOf(stats, componentChunks.get(pagePath)),
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
export async function rewritePagesWrittenSinceLastPass(
  publicDir: string,
  marker: string,
  pagePaths: Iterable<string>,
  componentChunks?: ReadonlyMap<string, string>,
): Promise<number> {
  const since = statSync(marker, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const changed = await rewriteBuiltPages(publicDir, since, pagePaths, componentChunks);
  await mkdir(path.dirname(marker), { recursive: true });
  await writeFile(marker, `${new Date().toISOString()}\n`);
  return changed;
}
