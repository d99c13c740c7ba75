import { mkdtempSync, mkdirSync, readFileSync, statSync, utimesSync, writeFileSync } from "fs";
import os from "os";
import path from "path";
import {
  MAX_WAIT_MS,
  SETTLE_MS,
  SCRIPT_LIST_ID,
  deferScripts,
  deferScriptsInPages,
  deferScriptsSinceLastPass,
  pageHtmlFiles,
  writtenSince,
} from "../../src/node/deferred-scripts";

const SCRIPTS = [
  "/webpack-runtime-aa366b7b47a4f11125b4.js",
  "/framework-db7c496d5ba6a0817fb6.js",
  "/app-69ef4421c5701af14dd2.js",
];

/** A page as Gatsby writes it: the scripts slice stitched in at the end of the body. */
function gatsbyPage(image = "") {
  return (
    `<!DOCTYPE html><html lang="es"><head></head><body><div id="___gatsby">${image}<h1>Yoga</h1></div>` +
    `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/yoga/";/*]]>*/</script>` +
    `<!-- slice-start id="_gatsby-scripts-1" -->` +
    `<script id="gatsby-chunk-mapping">window.___chunkMapping="{\\"app\\":[\\"$&\\"]}";</script>` +
    `<script>window.___webpackCompilationHash="69398cc579e917f8e074";</script>` +
    SCRIPTS.map((src) => `<script src="${src}" async></script>`).join("") +
    `<!-- slice-end id="_gatsby-scripts-1" --></body></html>`
  );
}

/** Loads the rewritten page's body in jsdom and runs its inline scripts, as a browser would. */
function load(html: string) {
  const body = html.slice(html.indexOf("<body>") + 6, html.indexOf("</body>"));
  document.body.innerHTML = body;
  for (const script of Array.from(document.body.querySelectorAll("script:not([type])"))) {
    if (!script.getAttribute("src")) new Function(script.textContent ?? "")();
  }
}

/** Two animation frames (fake timers run them at 16 ms each), not the loader's time limit. */
const nextFrames = () => jest.advanceTimersByTime(40);

const started = () =>
  Array.from(document.body.querySelectorAll("script[src]")).map((s) => s.getAttribute("src"));

describe("Gatsby's scripts start after the main image", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test("the async tags are replaced by the list and the loader, inside the slice", () => {
    const html = deferScripts(gatsbyPage())!;
    expect(html).not.toMatch(/<script src="[^"]+" async>/);
    const slice = html.slice(html.indexOf("slice-start"), html.indexOf("slice-end"));
    expect(slice).toContain(`<script id="${SCRIPT_LIST_ID}" type="application/json">`);
    expect(JSON.parse(slice.match(/application\/json">([^<]+)</)?.[1] ?? "")).toEqual(SCRIPTS);
    // What Gatsby stitched stays as it was, "$&" included (no replacement patterns).
    expect(slice).toContain('window.___chunkMapping="{\\"app\\":[\\"$&\\"]}";');
    expect(deferScripts(html)).toBeNull();
    expect(deferScripts("<html><body><p>sin scripts</p></body></html>")).toBeNull();
  });

  test("with main images: nothing starts before they all load; then, after their paint", () => {
    const images =
      '<img src="/a.webp" fetchpriority="high" alt=""><img src="/b.webp" fetchpriority="high" alt="">';
    load(deferScripts(gatsbyPage(images))!);
    jest.advanceTimersByTime(MAX_WAIT_MS - 100);
    expect(started()).toEqual([]);
    const [first, second] = Array.from(document.querySelectorAll("img"));
    first!.dispatchEvent(new Event("load"));
    nextFrames();
    expect(started()).toEqual([]); // the page's other main image is still on its way
    second!.dispatchEvent(new Event("load"));
    expect(started()).toEqual([]);
    nextFrames(); // two frames: the one that paints the image, then the next
    expect(started()).toEqual(SCRIPTS);
    jest.runAllTimers();
    expect(started()).toEqual(SCRIPTS); // once only
  });

  test("where the browser reports the largest paint, it waits until that names the main image", () => {
    let report: (list: { getEntries: () => { element: Element | null }[] }) => void = () => {};
    class FakeObserver {
      static supportedEntryTypes = ["largest-contentful-paint"];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe() {}
    }
    const original = Object.getOwnPropertyDescriptor(window, "PerformanceObserver");
    Object.assign(window, { PerformanceObserver: FakeObserver });
    try {
      load(deferScripts(gatsbyPage('<img src="/a.webp" fetchpriority="high" alt="">'))!);
      const img = document.querySelector("img")!;
      img.dispatchEvent(new Event("load"));
      nextFrames();
      expect(started()).toEqual([]); // loaded, not yet painted
      report({ getEntries: () => [{ element: document.querySelector("h1") }] });
      nextFrames();
      expect(started()).toEqual([]); // a paint of something else
      report({ getEntries: () => [{ element: img }] });
      nextFrames();
      expect(started()).toEqual(SCRIPTS);

      // When another element stays the largest, the image's paint is not reported: SETTLE_MS.
      load(deferScripts(gatsbyPage('<img src="/b.webp" fetchpriority="high" alt="">'))!);
      document.querySelector("img")!.dispatchEvent(new Event("load"));
      nextFrames();
      expect(started()).toEqual([]);
      jest.advanceTimersByTime(SETTLE_MS);
      nextFrames();
      expect(started()).toEqual(SCRIPTS);
    } finally {
      if (original) Object.defineProperty(window, "PerformanceObserver", original);
      else delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    }
  });

  test("if the image fails or is slow, the scripts start anyway", () => {
    load(deferScripts(gatsbyPage('<img src="/a.webp" fetchpriority="high" alt="">'))!);
    document.querySelector("img")!.dispatchEvent(new Event("error"));
    nextFrames();
    expect(started()).toEqual(SCRIPTS);

    load(deferScripts(gatsbyPage('<img src="/b.webp" fetchpriority="high" alt="">'))!);
    jest.advanceTimersByTime(MAX_WAIT_MS);
    expect(started()).toEqual(SCRIPTS);
  });

  test("without a main image, they start after the first frame", () => {
    load(deferScripts(gatsbyPage())!);
    expect(started()).toEqual([]);
    nextFrames();
    expect(started()).toEqual(SCRIPTS);
  });

  test("in the build: each page with Gatsby's tags, once", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "iky-deferred-"));
    mkdirSync(path.join(dir, "yoga"));
    mkdirSync(path.join(dir, "_gatsby", "slices"), { recursive: true });
    writeFileSync(path.join(dir, "index.html"), gatsbyPage());
    writeFileSync(path.join(dir, "yoga", "index.html"), gatsbyPage());
    const slice = path.join(dir, "_gatsby", "slices", "_gatsby-scripts-1.html");
    writeFileSync(slice, '<script src="/app-1.js" async></script>');
    expect(await deferScriptsInPages(dir)).toBe(2);
    expect(readFileSync(path.join(dir, "yoga", "index.html"), "utf8")).toContain(SCRIPT_LIST_ID);
    // Gatsby's own copy of the slice is left alone: it compares it on the next build.
    expect(readFileSync(slice, "utf8")).toBe('<script src="/app-1.js" async></script>');
    expect(await deferScriptsInPages(dir)).toBe(0);
  });

  test("in a rebuild: only the pages written since the last pass", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "iky-deferred-"));
    const marker = path.join(dir, ".cache", "pasada");
    mkdirSync(path.join(dir, "public", "yoga"), { recursive: true });
    mkdirSync(path.join(dir, "public", "events"));
    const publicDir = path.join(dir, "public");
    const paths = ["/", "/yoga/", "/events/"];
    const files = pageHtmlFiles(publicDir, paths);
    for (const page of ["index.html", "yoga/index.html"]) {
      writeFileSync(path.join(publicDir, page), gatsbyPage());
    }
    // No pass yet (a cold build): every page is read; the one without HTML is passed over.
    expect(await deferScriptsSinceLastPass(publicDir, marker, paths)).toBe(2);
    // The pages it rewrote are older than its mark, so the next pass reads none of them.
    expect(writtenSince(files, statSync(marker).mtimeMs)).toEqual([]);
    // Written by the next build (its pages come seconds later): the only page read.
    const later = new Date(statSync(marker).mtimeMs + 5_000);
    writeFileSync(path.join(publicDir, "events", "index.html"), gatsbyPage());
    utimesSync(path.join(publicDir, "events", "index.html"), later, later);
    expect(writtenSince(files, statSync(marker).mtimeMs)).toEqual([
      path.join(publicDir, "events", "index.html"),
    ]);
    expect(await deferScriptsSinceLastPass(publicDir, marker, paths)).toBe(1);
    expect(readFileSync(path.join(publicDir, "events", "index.html"), "utf8")).toContain(
      SCRIPT_LIST_ID,
    );
    // With no pass to go by, every page is read (none left to rewrite).
    expect(writtenSince(files)).toHaveLength(3);
    expect(await deferScriptsInPages(publicDir)).toBe(0);
  });

  test("with the build's routes: their files, without walking the folder", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "iky-deferred-"));
    mkdirSync(path.join(dir, "yoga"));
    mkdirSync(path.join(dir, "otra"));
    writeFileSync(path.join(dir, "index.html"), gatsbyPage());
    writeFileSync(path.join(dir, "404.html"), gatsbyPage());
    writeFileSync(path.join(dir, "yoga", "index.html"), gatsbyPage());
    // Not one of the build's pages: left as it is.
    writeFileSync(path.join(dir, "otra", "index.html"), gatsbyPage());
    expect(pageHtmlFiles(dir, ["/", "/yoga/", "/404.html"])).toEqual([
      path.join(dir, "index.html"),
      path.join(dir, "yoga", "index.html"),
      path.join(dir, "404.html"),
    ]);
    // A page whose HTML is missing is passed over.
    expect(await deferScriptsInPages(dir, 0, ["/", "/yoga/", "/404.html", "/falta/"])).toBe(3);
    expect(readFileSync(path.join(dir, "404.html"), "utf8")).toContain(SCRIPT_LIST_ID);
    expect(readFileSync(path.join(dir, "otra", "index.html"), "utf8")).not.toContain(
      SCRIPT_LIST_ID,
    );
  });
});
