// The bench's own logic, without building anything: `node --test bench/bench.test.mjs`.
import assert from "node:assert/strict";
import http from "node:http";
import { test } from "node:test";
import { gunzipSync } from "node:zlib";
import { shellLaunchOptions } from "../scripts/lib/chromium.cjs";
import { jsBudget, mark, rows } from "./budgets.mjs";
import { milliseconds } from "./extras.mjs";
import { startGzipProxy } from "./gzip-proxy.mjs";
import { asPublished, chunkGroupScripts, chunkLabel, scriptsOf } from "./js-weight.mjs";
import { competingRequests, lcpPhases, median, medianOfRuns } from "./lighthouse.mjs";
import { buildSteps, htmlPages } from "./build.mjs";
import { treeRss } from "./proc-tree.mjs";
import { interactionMs, menuShows, summarizeLoads } from "./realbrowser.mjs";
import { measure as measureRegistryFilter } from "./registry-filter.mjs";
import { parseArgs } from "./run.mjs";
import { bytesByOwner, decodeVlq, ownerOf } from "./source-map.mjs";
import { formatTable } from "./table.mjs";
import { describePhases, treeDifferences } from "./webhook-release.mjs";

/**
 * The row a predicate finds; fails the test when there is none.
 * @param {import("./budgets.mjs").Row[]} table
 * @param {(row: import("./budgets.mjs").Row) => boolean} predicate
 */
function rowOf(table, predicate) {
  const row = table.find(predicate);
  assert.ok(row, "the table has that row");
  return row;
}

test("VLQ: the segments of a source map decode to their numbers", () => {
  assert.deepEqual(decodeVlq("AAAA"), [0, 0, 0, 0]);
  assert.deepEqual(decodeVlq("IAAM"), [4, 0, 0, 6]);
  assert.deepEqual(decodeVlq("D"), [-1]);
  assert.deepEqual(decodeVlq("gB"), [16]);
});

test("each source is credited to its npm package, Gatsby's runtime or the site's folder", () => {
  assert.equal(ownerOf("webpack://iky-yoga-site/./node_modules/react-dom/cjs/x.js"), "react-dom");
  assert.equal(
    ownerOf("webpack://site/./node_modules/@stripe/stripe-js/dist/a.js"),
    "@stripe/stripe-js",
  );
  assert.equal(ownerOf("webpack://site/./.cache/loader.js"), "gatsby (.cache)");
  assert.equal(
    ownerOf("webpack://site/./src/components/events/EventCard.tsx"),
    "src/components/events",
  );
  assert.equal(ownerOf("webpack://site/./src/lib/plans.ts"), "src/lib");
});

test("the generated characters are shared out by the source each mapping points at", () => {
  // Line 0: columns 0–3 from source 0, columns 4–9 from source 1.
  const code = "aaaabbbbbb";
  const map = { sources: ["node_modules/a/i.js", "node_modules/b/i.js"], mappings: "AAAA,ICAA" };
  const owners = bytesByOwner(code, map);
  assert.equal(owners.get("a"), 4);
  assert.equal(owners.get("b"), 7); // six characters and the line's end
});

test("scripts of a built page: external (also those started after the main image) and inline, without JSON-LD or nomodule", () => {
  const html = `<head><script type="application/ld+json">{"a":1}</script>
    <script type="module">const x=1</script></head><body>
    <script src="/app-0123456789abcdef0123.js" async></script>
    <script src="/polyfill-0123456789abcdef0123.js" nomodule=""></script>
    <script id="gatsby-chunk-mapping">window.___chunkMapping={}</script>
    <script id="iky-scripts" type="application/json">{"globals":{"pagePath":"/"},"scripts":["/framework-0123456789abcdef0123.js"]}</script></body>`;
  const { external, inline } = scriptsOf(html);
  assert.deepEqual(external, [
    "/app-0123456789abcdef0123.js",
    "/framework-0123456789abcdef0123.js",
  ]);
  assert.deepEqual(inline, ["const x=1", "window.___chunkMapping={}"]);
});

test("a script is weighed as published: without the comment naming its source map", () => {
  const code = "!function(){}();\n//# sourceMappingURL=app-0123456789ab.js.map";
  assert.equal(asPublished(code), "!function(){}();");
  assert.equal(asPublished(`${code}\n`), "!function(){}();");
  assert.equal(asPublished("a='//# sourceMappingURL=x';b()"), "a='//# sourceMappingURL=x';b()");
});

test("chunks are named without their hash, and a page's chunk group comes from the stats", () => {
  assert.equal(chunkLabel("/framework-db7c496d5ba6a0817fb6.js"), "framework");
  assert.equal(chunkLabel("/framework-f8bc8362f45d.js"), "framework");
  assert.equal(
    chunkLabel("component---src-pages-index-tsx-cfdf2c61913274ff5bc1.js"),
    "component---src-pages-index-tsx",
  );
  assert.equal(chunkLabel("29ab3b612157063f8ae3c5e4-12377732ccc0891504f2.js"), "shared 29ab3b61");
  const stats = {
    namedChunkGroups: {
      "component---src-pages-index-tsx": {
        assets: [{ name: "styles.css" }, { name: "29ab-1.js" }, { name: "component-2.js" }],
      },
    },
  };
  assert.deepEqual(chunkGroupScripts(stats, "component---src-pages-index-tsx"), [
    "/29ab-1.js",
    "/component-2.js",
  ]);
  assert.deepEqual(chunkGroupScripts(stats, undefined), []);
});

test("Lighthouse figures: the median of each, over the runs", () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 2, 3]), 2.5);
  assert.equal(median([null, undefined]), null);
  const run = (/** @type {number} */ performance, /** @type {number} */ lcpMs) => ({
    performance,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs,
    tbtMs: 0,
    cls: 0,
    fcpMs: 900,
    lcpElement: `p${performance}`,
    lcpPhases: null,
    lcpCompeting: [],
    shiftElement: null,
    shiftCauses: [],
    consoleErrors: [],
    failing: [],
    opportunities: [],
    runtimeError: null,
  });
  const result = medianOfRuns([run(90, 2000), run(99, 1500), run(95, 1700)]);
  assert.equal(result.performance, 95);
  assert.equal(result.lcpMs, 1700);
  assert.equal(result.lcpElement, "p95");
  assert.equal(result.runs, 3);
});

test("budgets: each figure is marked against its budget, and the table names those over it", () => {
  assert.equal(mark(98, { min: 98 }), "✔");
  assert.equal(mark(97, { min: 98 }), "✖");
  assert.equal(mark(0.02, { max: 0.01 }), "✖");
  assert.equal(mark(null, { max: 1 }), "");
  assert.equal(jsBudget("/"), 90_000);
  assert.equal(jsBudget("/yoga/"), 90_000);
  assert.equal(jsBudget("/login/"), 90_000);

  const results = {
    js: {
      "/": { total: 120_000, scripts: [], packages: [{ name: "leaflet", gzip: 40_000 }] },
      "/yoga/": null,
    },
    build: {
      scaleCold: {
        ok: true,
        ms: 110_000,
        peakBytes: 1.6e9,
        steps: [{ step: "Building HTML renderer", ms: 25_700 }],
      },
      scaleChanged: { ok: true, ms: 33_000, peakBytes: 1024 ** 3 },
      mapKeystroke: {
        medianMs: 38.2,
        maxMs: 140,
        keystrokes: 10,
        teachers: 5000,
        times: [140, 38.2, 30],
      },
    },
    lighthouse: {
      "/yoga/": {
        performance: 99,
        lcpMs: 1700,
        lcpPhases: { ttfb: 600, loadDelay: 300, loadTime: 700, renderDelay: 100 },
      },
    },
    extras: { registryFilter: { ms: 0.4 }, webhookRelease: { ms: null, detail: "no existe" } },
  };
  const webhook = rows({
    extras: {
      webhookRelease: {
        ms: 21_000,
        phases: { queueMs: 3, buildMs: 19_600, copyMs: 900, switchMs: 1, pruneMs: 400 },
      },
    },
  });
  assert.equal(
    rowOf(webhook, (r) => r.item === "webhook: where the seconds went").value,
    "queue 0.00 s · build 19.6 s · copy 0.90 s · switch 0.00 s · prune 0.40 s",
  );
  const table = rows(results);
  const home = rowOf(table, (r) => r.item.startsWith("/ "));
  assert.match(home.item, /leaflet 40\.0 KB/, "the heaviest package shows by name");
  assert.equal(home.mark, "✖");
  assert.equal(rowOf(table, (r) => r.item.endsWith("cold: time")).mark, "✔");
  const memory = rowOf(table, (r) => r.item.endsWith("cold: peak memory"));
  assert.deepEqual([memory.value, memory.budget, memory.mark], ["1.60 GB", "<= 1.50 GB", "✖"]);
  assert.match(
    rowOf(table, (r) => r.item.includes("slowest steps")).value,
    /HTML renderer 25\.7 s/,
  );
  const map = rowOf(table, (r) => r.item.startsWith("map: the slowest"));
  assert.deepEqual([map.value, map.budget, map.mark], ["140 ms", "<= 100 ms", "✖"]);
  assert.match(map.item, /median 38 ms; the first 140 ms/);
  assert.equal(
    rowOf(table, (r) => r.item === "/yoga/ LCP by phase").value,
    "first byte 0.60 s · wait 0.30 s · download 0.70 s · paint 0.10 s",
  );
  assert.equal(rowOf(table, (r) => r.item.startsWith("one event changed")).value, "30.0 %");
  assert.equal(rowOf(table, (r) => r.item.startsWith("one event changed")).mark, "");
  assert.equal(rowOf(table, (r) => r.item.startsWith("registry")).value, "0.40 ms");
  const text = formatTable(results);
  assert.match(text, /over it \(✖\)/);
  assert.doesNotMatch(text, /node_modules linked/);
  assert.match(
    formatTable({ ...results, jsLinkedModules: true }),
    /JS weights were measured with node_modules linked from another checkout/,
  );
});

test("LCP phases come from Lighthouse's phase table, competing downloads from its requests", () => {
  const table = { items: [0, 1, 2, 3].map((i) => ({ phase: `p${i}`, timing: i * 100 })) };
  assert.deepEqual(lcpPhases(table), { ttfb: 0, loadDelay: 100, loadTime: 200, renderDelay: 300 });
  assert.equal(lcpPhases({ items: [] }), null);
  /** @type {(url: string, type: string, start: number, end: number, size: number) => object} */
  const request = (url, type, start, end, size) => ({
    url: `http://x.test${url}`,
    resourceType: type,
    networkRequestTime: start,
    networkEndTime: end,
    transferSize: size,
  });
  const lhr = {
    audits: {
      "lcp-discovery-insight": { details: { items: [{ url: "http://x.test/static/a.webp" }] } },
      "network-requests": {
        details: {
          items: [
            request("/yoga/", "Document", 0, 50, 20_000),
            request("/fonts/n.woff2", "Font", 60, 200, 18_000),
            request("/static/a.webp", "Image", 80, 300, 40_000),
            request("/late.js", "Script", 400, 500, 90_000),
          ],
        },
      },
    },
  };
  assert.deepEqual(competingRequests(lhr), ["n.woff2 (Font, 18.0 KB)"]);
});

test("how many pages' HTML a build wrote, read from Gatsby's log", () => {
  const log =
    "success run queries - 3.2s - 4/4\nsuccess Building static HTML for pages - 0.4s - 3/2022 7.4/s\n";
  assert.deepEqual(htmlPages(log), { written: 3, total: 2022 });
  assert.equal(htmlPages("success onPostBuild - 3.1s"), null);
});

test("a build's slowest steps, read from Gatsby's log", () => {
  const log = [
    "success Building production JavaScript and CSS bundles - 30.268s",
    "success run queries in workers - 2.422s - 52/52 21.47/s",
    "success Building HTML renderer - 25.732s",
    "info something else",
  ].join("\n");
  assert.deepEqual(buildSteps(log), [
    { step: "Building production JavaScript and CSS bundles", ms: 30_268 },
    { step: "Building HTML renderer", ms: 25_732 },
    { step: "run queries in workers", ms: 2422 },
  ]);
});

test("options: parts to run, reuse of the last build, runs per page", () => {
  assert.deepEqual(parseArgs(["--only", "lighthouse,js"]).parts, ["lighthouse", "js"]);
  assert.deepEqual(parseArgs(["--only=build"]).parts, ["build"]);
  assert.deepEqual(parseArgs(["--only", "map"]).parts, ["map"]);
  assert.equal(parseArgs(["--skip-build", "--runs", "5"]).runs, 5);
  assert.equal(parseArgs(["--no-scale"]).scale, false);
  assert.throws(() => parseArgs(["--only", "velocidad"]), /Unknown parts/);
  assert.deepEqual(parseArgs(["--only", "realbrowser"]).parts, ["realbrowser"]);
  assert.deepEqual(parseArgs(["--routes", "/,/yoga/"]).routes, ["/", "/yoga/"]);
  assert.deepEqual(parseArgs([]).routes, ["/", "/events/", "/yoga/", "/ripey/"]);
});

test("peak memory counts the whole process tree", () => {
  assert.ok(treeRss(process.pid) > 10 * 1024 ** 2, "this Node process holds more than 10 MiB");
  assert.equal(treeRss(2 ** 22 + 7), 0, "a process that does not exist weighs nothing");
});

test("the bench's server compresses text as a real host does", async () => {
  const body = "<p>hola</p>".repeat(500);
  const origin = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(body);
  });
  await new Promise((resolve) => origin.listen(0, "127.0.0.1", () => resolve(undefined)));
  const { port } = /** @type {import("node:net").AddressInfo} */ (origin.address());
  const target = `http://127.0.0.1:${port}`;
  const proxy = await startGzipProxy({ target, port: 0, host: "127.0.0.1" });
  try {
    // `fetch` would decompress on its own; read the raw bytes instead.
    const raw = await new Promise((resolve, reject) => {
      http
        .get(proxy.url, { headers: { "accept-encoding": "gzip" } }, (res) => {
          /** @type {Buffer[]} */
          const chunks = [];
          res.on("data", (/** @type {Buffer} */ c) => chunks.push(c));
          res.on("end", () => resolve({ headers: res.headers, data: Buffer.concat(chunks) }));
        })
        .on("error", reject);
    });
    assert.equal(raw.headers["content-encoding"], "gzip");
    assert.ok(raw.data.length < body.length / 5);
    assert.equal(gunzipSync(raw.data).toString(), body);
  } finally {
    await proxy.close();
    await new Promise((resolve) => origin.close(resolve));
  }
});

test("fallback faces: the web font's metrics read from its WOFF file, and the override math", async () => {
  const { fallbackFace, metrics } = await import("./font-fallbacks.mjs");
  const nunito = metrics(
    new URL(
      "../node_modules/@fontsource/nunito-sans/files/nunito-sans-latin-400-normal.woff",
      import.meta.url,
    ).pathname,
  );
  assert.equal(nunito.unitsPerEm, 1000);
  assert.ok(nunito.ascent > 900 && nunito.descent < 0, "hhea's ascender and descender");
  assert.ok(nunito.averageWidth > 300 && nunito.averageWidth < 700, "a plausible average advance");

  const face = fallbackFace({
    family: "Prueba Fallback",
    weight: 400,
    local: ["Arial"],
    web: { unitsPerEm: 1000, ascent: 1000, descent: -250, lineGap: 0, averageWidth: 550 },
    fallback: { unitsPerEm: 2048, ascent: 1854, descent: -434, lineGap: 67, averageWidth: 1024 },
  });
  assert.match(face, /size-adjust: 110\.00%/);
  assert.match(face, /ascent-override: 90\.91%/);
  assert.match(face, /descent-override: 22\.73%/);
  assert.match(face, /src: local\("Arial"\)/);
});

test("other modules' figures are read in milliseconds or in seconds", () => {
  assert.equal(milliseconds({ ms: 0.4 }), 0.4);
  assert.equal(milliseconds({ name: "webhook", value: 21.5, unit: "s" }), 21_500);
  assert.equal(milliseconds({ value: 12, unit: "ms" }), 12);
  assert.equal(milliseconds({ value: 3 }), null);
  assert.equal(milliseconds(undefined), null);
});

test("real browser: each figure beside its budget, a menu that never opened over it", () => {
  const page = {
    lcpMs: 800,
    menuMs: 1200,
    menuAfterLcpMs: 400,
    menuInpMs: 16,
    accordionInpMs: 120,
    keystrokeInpMs: null,
    jsGzip: 95_000,
    menuNeverOpened: 0,
    runs: 3,
    reactErrors: [],
  };
  const table = rows({
    realbrowser: {
      "/yoga/": page,
      "/ripey/": {
        ...page,
        menuMs: null,
        menuAfterLcpMs: null,
        menuNeverOpened: 3,
        reactErrors: ["#421"],
      },
    },
  });
  const row = (/** @type {string} */ item) => rowOf(table, (r) => r.item === item);
  assert.deepEqual([row("/yoga/ LCP").value, row("/yoga/ LCP").mark], ["0.80 s", "✔"]);
  assert.equal(row("/yoga/ menu answers, after LCP").mark, "✔");
  assert.deepEqual(
    [row("/yoga/ INP, first tap on the menu").value, row("/yoga/ INP, first tap on the menu").mark],
    ["< 16 ms", "✔"],
  );
  assert.equal(row("/yoga/ INP, first tap on an accordion").mark, "✖");
  assert.equal(
    table.some((r) => r.item.includes("registry search")),
    false,
    "a page without the search has no keystroke row",
  );
  assert.deepEqual(
    [row("/yoga/ JS fetched (gzip)").value, row("/yoga/ JS fetched (gzip)").mark],
    ["95.0 KB", "✖"],
  );
  assert.equal(row("/ripey/ menu answers a tap").value, "never");
  assert.equal(row("/ripey/ menu answers, after LCP").mark, "✖");
  assert.equal(row("/yoga/ React hydration errors in 3 loads").mark, "✔");
  assert.deepEqual(
    [
      row("/ripey/ React hydration errors in 3 loads").value,
      row("/ripey/ React hydration errors in 3 loads").mark,
    ],
    ["1 (#421)", "✖"],
  );
});

test("real browser: an interaction's time is its longest event since it began", () => {
  const events = [
    { name: "click", duration: 300, interactionId: 1, startTime: 100 },
    { name: "pointerdown", duration: 40, interactionId: 2, startTime: 500 },
    { name: "click", duration: 56, interactionId: 2, startTime: 510 },
    { name: "mouseover", duration: 90, interactionId: 0, startTime: 505 },
  ];
  assert.equal(interactionMs(events, 500), 56);
  assert.equal(interactionMs(events, 600), null);
  const medians = summarizeLoads([
    { ...load(), lcpMs: 900, menuMs: null, menuAfterLcpMs: null },
    { ...load(), lcpMs: 700 },
    { ...load(), lcpMs: 800 },
  ]);
  assert.equal(medians.lcpMs, 800);
  assert.equal(medians.menuMs, 1500, "the median of the runs that measured it");
  assert.equal(medians.menuNeverOpened, 1);
});

function load() {
  return {
    lcpMs: 800,
    lcpIsImage: true,
    imagePainted: true,
    menuMs: 1500,
    menuTappedMs: 1450,
    menuAfterLcpMs: 700,
    taps: 8,
    menuInpMs: 30,
    accordionInpMs: null,
    keystrokeInpMs: null,
    reactErrors: [],
    jsGzip: 100_000,
    jsFiles: [{ file: "/app.js", gzip: 100_000 }],
  };
}

test("webhook: the phases in one line; a release is checked file by file against the build", async () => {
  const { mkdtempSync, mkdirSync, writeFileSync, symlinkSync, rmSync } = await import("node:fs");
  const os = await import("node:os");
  const path = await import("node:path");
  assert.equal(
    describePhases({ queueMs: 4, buildMs: 19_640, copyMs: 950 }),
    "queue 0.0 s, build 19.6 s, copy 0.9 s",
  );
  const dir = mkdtempSync(path.join(os.tmpdir(), "iky-tree-"));
  try {
    for (const side of ["a", "b"]) {
      mkdirSync(path.join(dir, side, "events", "41"), { recursive: true });
      writeFileSync(path.join(dir, side, "events", "41", "index.html"), "same");
      symlinkSync("events/41/index.html", path.join(dir, side, "alias.html"));
    }
    const [a, b] = [path.join(dir, "a"), path.join(dir, "b")];
    assert.deepEqual(await treeDifferences(a, b), []);
    writeFileSync(path.join(b, "events", "41", "index.html"), "diff");
    writeFileSync(path.join(a, "robots.txt"), "User-agent: *");
    assert.deepEqual((await treeDifferences(a, b)).sort(), [
      path.join("events", "41", "index.html"),
      `robots.txt (only in ${a})`,
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("real browser: the menu answers with the tap that opens it, not with the next one that closes it", async () => {
  const { chromium: browserType } = await import("playwright-core");
  const browser = await browserType.launch(shellLaunchOptions());
  try {
    const page = await browser.newPage({ hasTouch: true, viewport: { width: 375, height: 800 } });
    // The side menu as src/components/layout/Header.module.css has it on a phone: a popover
    // that slides in from the right edge, and stays visible while it slides out.
    await page.setContent(`<style>
      #menu-principal { display: block; inset: 0 0 auto auto; width: 315px; height: 100vh;
        margin: 0; transform: translateX(100%); visibility: hidden;
        transition: transform 300ms, visibility 0s linear 300ms; }
      #menu-principal:popover-open { transform: translateX(0); visibility: visible;
        transition: transform 300ms; }
    </style>
    <button popovertarget="menu-principal" style="width: 60px; height: 60px">Menu</button>
    <nav id="menu-principal" popover="auto">Links</nav>`);
    assert.equal(await page.evaluate(menuShows), false, "closed at first");
    await page.touchscreen.tap(30, 30);
    assert.equal(await page.evaluate(menuShows), true, "open from the frame after the tap");
    await page.touchscreen.tap(30, 30);
    assert.equal(await page.evaluate(menuShows), false, "closing, though still on screen");
  } finally {
    await browser.close();
  }
});

test("the registry search's figure: the site's own search runs over the grown registry", async () => {
  // What it measures, not how fast: every keystroke was searched, over every teacher asked for.
  const result = await measureRegistryFilter({ teachers: 300, rounds: 1 });
  assert.equal(result.teachers, 300);
  assert.equal(result.keystrokes, "maria jose".length);
  assert.equal(typeof milliseconds(result), "number");
});
