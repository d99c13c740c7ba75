import { statSync } from "fs";
import { mkdir, readFile, readdir, writeFile } from "fs/promises";
import path from "path";

/**
 * The page's main image first, then the scripts.
 *
 * Gatsby ends every page with its three scripts (webpack runtime, React, the app) as
 * `<script src async>`. On a phone they download alongside the page's main image (the LCP
 * element) and React hydrates the page before that image's first paint, so the largest paint
 * waits for ≈75 KB of scripts and their run. Here the tags are replaced by a list and a small
 * loader that starts the same scripts once that image has loaded (or failed), in the frame
 * after its paint; pages without such an image start them after their first frame. The text
 * and the links are in the HTML, so the page reads and navigates meanwhile; React takes over a
 * moment later, as before (hydration keeps every prebuilt node).
 *
 * Gatsby writes the tags into the `_gatsby-scripts` slice, stitched into each page after it is
 * rendered, so they are rewritten in the written HTML, inside the slice's markers: a later build
 * that stitches the slice again writes Gatsby's tags there, and this runs again on them.
 */

/** Id of the data block that lists the page's scripts, in the order Gatsby wrote them. */
export const SCRIPT_LIST_ID = "iky-scripts";

/** The longest the scripts wait for the main image on a slow network, in milliseconds. */
export const MAX_WAIT_MS = 2500;

/** After the main images loaded, the longest wait for the browser to report their paint. */
export const SETTLE_MS = 300;

const SLICE =
  /(<!-- slice-start id="_gatsby-scripts-\d+" -->)([\s\S]*?)(<!-- slice-end id="_gatsby-scripts-\d+" -->)/;
const ASYNC_SCRIPT = /<script src="([^"]+\.js)" async><\/script>/g;

/**
 * Starts the listed scripts after the main images' paint: every image marked
 * fetchpriority=high (components/layout/Picture.tsx, `priority`; a page may show its main
 * image twice, e.g. a header tile and the first section), or the first frame. Once the last of
 * them has loaded (or failed): where the browser reports its largest paint (Chromium), when
 * that paint names one of them (or at most `SETTLE_MS` later, when another element is larger);
 * elsewhere at once. Then two frames more. `MAX_WAIT_MS` bounds the wait, also in a background
 * tab, where frames do not run.
 */
const LOADER = `(function(){var d=document,started=false,loaded=false,painted=false,srcs=JSON.parse(d.getElementById("${SCRIPT_LIST_ID}").textContent);function start(){if(started)return;started=true;srcs.forEach(function(src){var s=d.createElement("script");s.src=src;s.async=true;d.body.appendChild(s)})}function afterPaint(){requestAnimationFrame(function(){requestAnimationFrame(start)})}var P=window.PerformanceObserver,lcp=!!(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("largest-contentful-paint")>=0);function ready(){if(loaded&&(painted||!lcp))afterPaint()}if(lcp)new P(function(list){list.getEntries().forEach(function(e){if(e.element&&e.element.getAttribute("fetchpriority")==="high"){painted=true;ready()}})}).observe({type:"largest-contentful-paint",buffered:true});var waiting=0;function done(){waiting-=1;if(waiting===0)allLoaded()}function allLoaded(){loaded=true;ready();setTimeout(afterPaint,${SETTLE_MS})}d.querySelectorAll("img[fetchpriority=high]").forEach(function(img){if(img.complete)return;waiting+=1;img.addEventListener("load",done);img.addEventListener("error",done)});if(waiting===0)allLoaded();setTimeout(start,${MAX_WAIT_MS})})();`;

/**
 * The page's HTML with Gatsby's script tags replaced by the list and the loader, or null when
 * there is nothing to replace (no scripts slice, or already rewritten).
 */
export function deferScripts(html: string): string | null {
  const slice = SLICE.exec(html);
  if (!slice) return null;
  const [whole, start, content = "", end] = slice;
  const sources = [...content.matchAll(ASYNC_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) return null;
  const list = JSON.stringify(sources).replace(/</g, "\\u003c");
  const rewritten =
    content.replace(ASYNC_SCRIPT, "") +
    `<script id="${SCRIPT_LIST_ID}" type="application/json">${list}</script>` +
    `<script>${LOADER}</script>`;
  return html.replace(whole, () => `${start}${rewritten}${end}`);
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
 * Rewrites the built pages that still carry Gatsby's tags; returns how many it changed.
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
): Promise<number> {
  const all = pagePaths ? pageHtmlFiles(publicDir, pagePaths) : await htmlFiles(publicDir);
  const files = writtenSince(all, since);
  let next = 0;
  let changed = 0;
  const worker = async () => {
    for (let file = files[next++]; file !== undefined; file = files[next++]) {
      const rewritten = deferScripts(await readFile(file, "utf8"));
      if (rewritten === null) continue;
      await writeFile(file, rewritten);
      changed += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_PAGES }, worker));
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
): Promise<number> {
  const since = statSync(marker, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const changed = await deferScriptsInPages(publicDir, since, pagePaths);
  await mkdir(path.dirname(marker), { recursive: true });
  await writeFile(marker, `${new Date().toISOString()}\n`);
  return changed;
}
