import {
  mkdtempSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "fs";
import os from "os";
import path from "path";
import {
  inlinePartStyles,
  pageHtmlFile,
  replaceInlineScriptsWithLoader,
  rewriteBuiltPages,
  rewritePagesWrittenSinceLastPass,
  unlistedInlineScripts,
  writtenSince,
  type ScriptData,
} from "../../src/node/rewrite-built-pages";
import {
  GATSBY_IMAGE_SCRIPT_HASH,
  INLINE_SCRIPT_HASHES,
  SCRIPT_DATA_ID,
  SCRIPT_LOADER,
  scriptHash,
} from "../../deploy/inline-scripts.mjs";

const SCRIPTS = [
  "/webpack-runtime-aa366b7b47a4f11125b4.js",
  "/framework-db7c496d5ba6a0817fb6.js",
  "/app-69ef4421c5701af14dd2.js",
];
// As Gatsby writes it: a JSON text inside a JavaScript string literal ("$&" and "</" included,
// which a replacement pattern or an unescaped data block would break).
const CHUNK_MAPPING = '{"app":["$&"],"c</script><!--":["/c.js"]}';
const GATSBY_IMAGE_SCRIPT =
  'const e="undefined"!=typeof HTMLImageElement&&"loading"in HTMLImageElement.prototype;';

/** A page as Gatsby writes it: its path script, then the scripts slice stitched in at the end. */
function gatsbyPage({ pagePath = "/yoga/", head = "" } = {}) {
  return (
    `<!DOCTYPE html><html lang="es"><head>${head}<script type="application/ld+json">{"@type":"Event"}</script></head>` +
    `<body><div id="___gatsby"><h1>Yoga</h1></div>` +
    `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/</script>` +
    gatsbySlice() +
    `</body></html>`
  );
}

function gatsbySlice() {
  return (
    `<!-- slice-start id="_gatsby-scripts-1" -->\n          <script\n            id="gatsby-chunk-mapping"\n          >\n` +
    `            window.___chunkMapping=${JSON.stringify(CHUNK_MAPPING).replace(/<\//g, "<\\/")};\n          </script>\n        ` +
    `<script>window.___webpackCompilationHash="69398cc579e917f8e074";</script>` +
    SCRIPTS.map((src) => `<script src="${src}" async></script>`).join("") +
    `<!-- slice-end id="_gatsby-scripts-1" -->`
  );
}

/** The build's pages as Gatsby's store lists them, by path. */
const built = (...pagePaths: string[]) => new Map(pagePaths.map((pagePath) => [pagePath, {}]));

/** The data block of a rewritten page. */
function dataOf(html: string): ScriptData {
  const block = new RegExp(
    `<script id="${SCRIPT_DATA_ID}" type="application/json">([^<]*)</script>`,
  );
  return JSON.parse(block.exec(html)?.[1] ?? "null") as ScriptData;
}

/** Loads the page's body in jsdom and runs its inline scripts, as a browser would. */
function load(html: string) {
  const body = html.slice(html.indexOf("<body>") + 6, html.indexOf("</body>"));
  document.body.innerHTML = body;
  for (const script of Array.from(document.body.querySelectorAll("script:not([type])"))) {
    if (!script.getAttribute("src")) new Function(script.textContent ?? "")();
  }
}

const started = () =>
  Array.from(document.body.querySelectorAll("script[src]")).map((s) => s.getAttribute("src"));

/** The folders the tests write pages into, removed once the file's tests have run. */
const tempDirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "iky-deferred-"));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

type GatsbyGlobals = {
  pagePath?: string;
  ___chunkMapping?: string;
  ___webpackCompilationHash?: string;
};

describe("the strict-policy script loader", () => {
  afterEach(() => {
    const globals = window as GatsbyGlobals;
    delete globals.pagePath;
    delete globals.___chunkMapping;
    delete globals.___webpackCompilationHash;
  });

  test("Gatsby's inline scripts and tags become one data block and the one constant loader", () => {
    const html = replaceInlineScriptsWithLoader(
      gatsbyPage({ head: `<script type="module">${GATSBY_IMAGE_SCRIPT}</script>` }),
    )!;
    expect(html).not.toMatch(/<script src="[^"]+" async>/);
    expect(html).not.toContain("gatsby-script-loader");
    expect(html).not.toContain("window.___chunkMapping=");
    expect(html).not.toContain("window.___webpackCompilationHash=");
    const slice = html.slice(html.indexOf("slice-start"), html.indexOf("slice-end"));
    expect(slice.match(/<script/g)).toHaveLength(2);
    expect(slice).toContain(`<script>${SCRIPT_LOADER}</script>`);
    expect(dataOf(slice)).toEqual({
      globals: {
        pagePath: "/yoga/",
        ___chunkMapping: CHUNK_MAPPING,
        ___webpackCompilationHash: "69398cc579e917f8e074",
      },
      scripts: SCRIPTS,
    });
    // Nothing in the block closes it or opens a comment.
    expect(slice).not.toMatch(/<\/script><!--"/);
    expect(replaceInlineScriptsWithLoader(html)).toBeNull();
    expect(
      replaceInlineScriptsWithLoader("<html><body><p>no scripts</p></body></html>"),
    ).toBeNull();
  });

  test("the loader sets Gatsby's globals and inserts its scripts at once, in Gatsby's order", () => {
    load(replaceInlineScriptsWithLoader(gatsbyPage({ pagePath: "/events/[id]/" }))!);
    expect(started()).toEqual(SCRIPTS);
    const globals = window as GatsbyGlobals;
    expect(globals.pagePath).toBe("/events/[id]/");
    expect(globals.___chunkMapping).toBe(CHUNK_MAPPING);
    expect(globals.___webpackCompilationHash).toBe("69398cc579e917f8e074");
    for (const script of Array.from(
      document.body.querySelectorAll<HTMLScriptElement>("script[src]"),
    )) {
      expect(script.async).toBe(true);
    }
  });

  test("a page whose slice Gatsby stitched again (its path script gone) takes its path from the build's pages", async () => {
    const dir = tempDir();
    const stitched = (pagePath: string) =>
      replaceInlineScriptsWithLoader(gatsbyPage({ pagePath }))!.replace(
        /<!-- slice-start[\s\S]*<!-- slice-end id="_gatsby-scripts-1" -->/,
        () => gatsbySlice(),
      );
    mkdirSync(path.join(dir, "events", "[id]"), { recursive: true });
    writeFileSync(path.join(dir, "index.html"), stitched("/"));
    writeFileSync(path.join(dir, "404.html"), stitched("/404.html"));
    writeFileSync(path.join(dir, "events", "[id]", "index.html"), stitched("/events/[id]/"));
    expect(await rewriteBuiltPages(dir, built("/", "/404.html", "/events/[id]/"))).toBe(3);
    for (const [file, pagePath] of [
      ["index.html", "/"],
      ["404.html", "/404.html"],
      ["events/[id]/index.html", "/events/[id]/"],
    ]) {
      const html = readFileSync(path.join(dir, file!), "utf8");
      expect(html).not.toContain("gatsby-script-loader");
      expect(dataOf(html).globals.pagePath).toBe(pagePath);
    }
  });

  test("only the loader and gatsby-plugin-image's script run inline, each allowed by its hash", () => {
    expect(INLINE_SCRIPT_HASHES).toEqual([scriptHash(SCRIPT_LOADER), GATSBY_IMAGE_SCRIPT_HASH]);
    const original = gatsbyPage();
    // Gatsby's page as written: its three inline scripts, each with a hash no policy could list.
    expect(unlistedInlineScripts(original)).toHaveLength(3);
    expect(unlistedInlineScripts(replaceInlineScriptsWithLoader(original)!)).toEqual([]);
    const extra = replaceInlineScriptsWithLoader(
      gatsbyPage({ head: '<script type="text/javascript">alert(1)</script>' }),
    )!;
    expect(unlistedInlineScripts(extra)).toEqual([scriptHash("alert(1)")]);
    // Data blocks and scripts with a src are not inline scripts.
    expect(
      unlistedInlineScripts(
        '<script type="application/json">{}</script><script src="/a.js"></script>',
      ),
    ).toEqual([]);
  });

  test("the build stops, naming the page, when a page carries an inline script the policy lacks", async () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, "yoga"));
    writeFileSync(path.join(dir, "index.html"), gatsbyPage({ pagePath: "/" }));
    writeFileSync(
      path.join(dir, "yoga", "index.html"),
      gatsbyPage({ head: "<script>window.injected=1</script>" }),
    );
    await expect(rewriteBuiltPages(dir, built("/", "/yoga/"))).rejects.toThrow(
      new RegExp(`/yoga/ \\(${scriptHash("window.injected=1").replace(/[+/]/g, "\\$&")}\\)`),
    );
  });

  test("in the build: each page with Gatsby's tags, once", async () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, "yoga"));
    mkdirSync(path.join(dir, "_gatsby", "slices"), { recursive: true });
    writeFileSync(path.join(dir, "index.html"), gatsbyPage());
    writeFileSync(path.join(dir, "yoga", "index.html"), gatsbyPage());
    const slice = path.join(dir, "_gatsby", "slices", "_gatsby-scripts-1.html");
    writeFileSync(slice, '<script src="/app-1.js" async></script>');
    expect(await rewriteBuiltPages(dir, built("/", "/yoga/"))).toBe(2);
    expect(readFileSync(path.join(dir, "yoga", "index.html"), "utf8")).toContain(SCRIPT_DATA_ID);
    // Gatsby's own copy of the slice is left alone: it compares it on the next build.
    expect(readFileSync(slice, "utf8")).toBe('<script src="/app-1.js" async></script>');
    expect(await rewriteBuiltPages(dir, built("/", "/yoga/"))).toBe(0);
  });

  test("a page lists its component's chunks beside Gatsby's", async () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, "en", "yoga"), { recursive: true });
    writeFileSync(
      path.join(dir, "en", "yoga", "index.html"),
      gatsbyPage({ pagePath: "/en/yoga/" }),
    );
    writeFileSync(
      path.join(dir, "webpack.stats.json"),
      JSON.stringify({
        namedChunkGroups: {
          "component---src-pages-yoga-tsx": {
            assets: [{ name: "1917-5.js" }, { name: "yoga.css" }, { name: "component-yoga-6.js" }],
          },
        },
      }),
    );
    const pages = new Map([
      ["/en/yoga/", { componentChunkName: "component---src-pages-yoga-tsx" }],
    ]);
    expect(await rewriteBuiltPages(dir, pages)).toBe(1);
    // Its component's scripts, not its CSS; Gatsby's first, each once.
    expect(
      dataOf(readFileSync(path.join(dir, "en", "yoga", "index.html"), "utf8")).scripts,
    ).toEqual([...SCRIPTS, "/1917-5.js", "/component-yoga-6.js"]);
  });

  test("in a rebuild: only the pages written since the last pass", async () => {
    const dir = tempDir();
    const marker = path.join(dir, ".cache", "pasada");
    mkdirSync(path.join(dir, "public", "yoga"), { recursive: true });
    mkdirSync(path.join(dir, "public", "events"));
    const publicDir = path.join(dir, "public");
    const pages = built("/", "/yoga/", "/events/");
    const files = [...pages.keys()].map((pagePath) => pageHtmlFile(publicDir, pagePath));
    const writtenAfter = (since?: number) => files.filter((file) => writtenSince(file, since));
    for (const page of ["index.html", "yoga/index.html"]) {
      writeFileSync(path.join(publicDir, page), gatsbyPage());
    }
    // No pass yet (a cold build): every page is read; the one without HTML is passed over.
    expect(await rewritePagesWrittenSinceLastPass(publicDir, marker, pages)).toBe(2);
    // The pages it rewrote are older than its mark, so the next pass reads none of them.
    expect(writtenAfter(statSync(marker).mtimeMs)).toEqual([]);
    // Written by the next build (its pages come seconds later): the only page read.
    const later = new Date(statSync(marker).mtimeMs + 5_000);
    writeFileSync(path.join(publicDir, "events", "index.html"), gatsbyPage());
    utimesSync(path.join(publicDir, "events", "index.html"), later, later);
    expect(writtenAfter(statSync(marker).mtimeMs)).toEqual([
      path.join(publicDir, "events", "index.html"),
    ]);
    expect(await rewritePagesWrittenSinceLastPass(publicDir, marker, pages)).toBe(1);
    expect(readFileSync(path.join(publicDir, "events", "index.html"), "utf8")).toContain(
      SCRIPT_DATA_ID,
    );
    // With no pass to go by, every page is read (none left to rewrite).
    expect(writtenAfter()).toHaveLength(3);
    expect(await rewriteBuiltPages(publicDir, pages)).toBe(0);
  });

  test("with the build's routes: their files, without walking the folder", async () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, "yoga"));
    mkdirSync(path.join(dir, "otra"));
    writeFileSync(path.join(dir, "index.html"), gatsbyPage());
    writeFileSync(path.join(dir, "404.html"), gatsbyPage());
    writeFileSync(path.join(dir, "yoga", "index.html"), gatsbyPage());
    // Not one of the build's pages: left as it is.
    writeFileSync(path.join(dir, "otra", "index.html"), gatsbyPage());
    expect(["/", "/yoga/", "/404.html"].map((pagePath) => pageHtmlFile(dir, pagePath))).toEqual([
      path.join(dir, "index.html"),
      path.join(dir, "yoga", "index.html"),
      path.join(dir, "404.html"),
    ]);
    // A page whose HTML is missing is passed over.
    expect(await rewriteBuiltPages(dir, built("/", "/yoga/", "/404.html", "/falta/"))).toBe(3);
    expect(readFileSync(path.join(dir, "404.html"), "utf8")).toContain(SCRIPT_DATA_ID);
    expect(readFileSync(path.join(dir, "otra", "index.html"), "utf8")).not.toContain(
      SCRIPT_DATA_ID,
    );
  });
});

describe("the styles of parts hydrated near the viewport", () => {
  const stats = {
    namedChunkGroups: {
      "home-more": {
        assets: ["1560-abc.js", "1560.abc.css", "home-more-def.js", "home-more.def.css"],
      },
    },
  };
  const page =
    '<html><head><style data-href="/styles.1.css">a{}</style></head>' +
    '<body><main><div data-part="home-more"><section class="x">…</section></div></main></body></html>';
  const readCss = (file: string) => `/* ${file} */.x{color:red}`;

  test("each CSS file of a part the page shows is inlined into its head, with its file's data-href", () => {
    const html = inlinePartStyles(page, stats, readCss) ?? "";
    expect(html).toContain(
      '<style data-href="/1560.abc.css">/* 1560.abc.css */.x{color:red}</style>' +
        '<style data-href="/home-more.def.css">/* home-more.def.css */.x{color:red}</style></head>',
    );
    expect(html).not.toContain("home-more-def.js");
  });

  test("a page already done, or without parts, is left as it is", () => {
    const once = inlinePartStyles(page, stats, readCss) ?? "";
    expect(inlinePartStyles(once, stats, readCss)).toBeNull();
    expect(inlinePartStyles("<html><head></head><body></body></html>", stats, readCss)).toBeNull();
  });

  test("the build stops when a part's name is no chunk of webpack's", () => {
    expect(() => inlinePartStyles(page.replace("home-more", "home-mor"), stats, readCss)).toThrow(
      /No chunk named "home-mor"/,
    );
  });
});
