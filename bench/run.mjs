// `npm run bench`: the measured budgets. Builds the site against the stand-in API (at scale,
// then at the sample size), serves it on localhost and prints one table with each figure beside
// its budget, ✖ marking those that fall short; the same figures go to bench/results.json.
// It never fails on a budget (exit 0 whenever it could measure): budgets are measured here,
// asserted nowhere but in the axe test of `npm test`.
//
//   npm run bench                                  everything (about 20–40 min on 2 cores)
//   npm run bench -- --only lighthouse,js          some parts: build, realbrowser, lighthouse, js,
//                                                  a11y, extras, map, save
//   npm run bench -- --only realbrowser --skip-build   the throttled real browser on the last build
//   npm run bench -- --only map                    the registry map's keystroke time (builds at scale)
//   npm run bench -- --only save                   the editors' "Guardar" at /admin to the change
//                                                  on the served page (builds at scale, in its own
//                                                  clone: bench/save-to-live.mjs)
//   npm run bench -- --only lighthouse --skip-build   measure the last build (e2e or bench)
//   npm run bench -- --only build --no-scale       only the sample-size builds
//   npm run bench -- --only build --scale-only     only the builds at scale: cold, warm, and after
//                                                  one event changed (with the map's keys)
//   npm run bench -- --runs 5                      runs per page, real browser and Lighthouse (median;
//                                                  default 3)
//   npm run bench -- --only realbrowser --routes /,/yoga/   some of the measured pages
//
// Environment: CHROME_PATH (else Debian's /usr/bin/chromium), BENCH_STUB_PORT, BENCH_SITE_PORT.
import { existsSync, lstatSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { measureA11y } from "./a11y.mjs";
import { SECTION_PAGES } from "./budgets.mjs";
import { SCALE, clean, gatsbyBuild, measureBuilds, recordBuild, startBenchStub } from "./build.mjs";
import { measureExtras } from "./extras.mjs";
import { startGzipProxy } from "./gzip-proxy.mjs";
import { measureJs } from "./js-weight.mjs";
import { measureAdmin } from "./admin-weight.mjs";
import { measureLighthouse } from "./lighthouse.mjs";
import { measureMapKeystrokes } from "./map-keystroke.mjs";
import { measureRealBrowser } from "./realbrowser.mjs";
import { measure as measureSaveToLive } from "./save-to-live.mjs";
import { freePort, startSite } from "../scripts/lib/static-server.mjs";
import { HOST, PUBLIC_DIR, RESULTS_FILE, ROOT, log } from "./paths.mjs";
import { closingNotes, formatTable } from "./table.mjs";

export const PARTS = ["build", "realbrowser", "lighthouse", "js", "a11y", "extras", "map", "save"];

/** The pages measured in a real browser and by Lighthouse: the event page is found in the build. */
const MEASURED_ROUTES = ["/", "/events/", "/yoga/", "/ripey/"];

/** Routes whose first-load JavaScript is weighed: every static route of docs/product.md §2. */
const JS_ROUTES = [
  "/",
  "/events/",
  "/login/",
  "/signup/",
  "/signup-teacher/",
  "/videos/",
  "/paiement/",
  ...SECTION_PAGES,
];

/** @param {string[]} argv */
export function parseArgs(argv) {
  const options = {
    parts: [...PARTS],
    skipBuild: false,
    scale: true,
    scaleOnly: false,
    runs: 3,
    /** @type {string[]} */
    routes: MEASURED_ROUTES,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? "";
    const value = () => (arg.includes("=") ? arg.split("=")[1] : argv[++i]);
    if (arg.startsWith("--only")) {
      options.parts = String(value())
        .split(",")
        .map((p) => p.trim())
        .filter(Boolean);
      const unknown = options.parts.filter((p) => !PARTS.includes(p));
      if (unknown.length)
        throw new Error(`Unknown parts: ${unknown.join(", ")} (known: ${PARTS.join(", ")})`);
    } else if (arg === "--skip-build") options.skipBuild = true;
    else if (arg === "--no-scale") options.scale = false;
    else if (arg === "--scale-only") options.scaleOnly = true;
    else if (arg.startsWith("--runs")) options.runs = Math.max(1, Number(value()) || 3);
    else if (arg.startsWith("--routes")) {
      options.routes = String(value()).split(",").filter(Boolean);
    } else throw new Error(`Unknown option: ${arg}`);
  }
  return options;
}

/** The prebuilt event page Lighthouse measures: the lowest id with a built page. */
function oneEventRoute() {
  const dir = path.join(PUBLIC_DIR, "events");
  if (!existsSync(dir)) return null;
  const ids = readdirSync(dir)
    .filter((entry) => /^\d+$/.test(entry) && existsSync(path.join(dir, entry, "index.html")))
    .map(Number)
    .sort((a, b) => a - b);
  return ids.length ? `/events/${ids[0]}/` : null;
}

const pageExists = (/** @type {string} */ route) =>
  existsSync(path.join(PUBLIC_DIR, route, "index.html"));

async function ports() {
  const fromEnv = (/** @type {string} */ name) =>
    process.env[name] ? Number(process.env[name]) : undefined;
  return {
    stubPort: fromEnv("BENCH_STUB_PORT") ?? (await freePort()),
    sitePort: fromEnv("BENCH_SITE_PORT") ?? (await freePort()),
  };
}

/**
 * The registry map's keystroke time on a build at scale: the one in public/ with --skip-build
 * (whatever its size: the result names its number of teachers), else a fresh one.
 * @param {boolean} skipBuild
 */
async function measureMapPart(skipBuild) {
  const infoFile = path.join(PUBLIC_DIR, ".e2e-build.json");
  if (!skipBuild || !existsSync(infoFile)) {
    const fresh = await ports();
    const stub = await startBenchStub({ port: fresh.stubPort, ...SCALE });
    try {
      clean();
      log(`build at scale for the map (${SCALE.teachers} teachers, not measured)…`);
      const siteUrl = `http://${HOST}:${fresh.sitePort}`;
      const run = await gatsbyBuild({ apiUrl: stub.url, siteUrl, label: "scale-map" });
      if (!run.ok) throw new Error(`The build failed: ${run.log}`);
      recordBuild({ ...fresh, apiUrl: stub.url, siteUrl });
    } finally {
      await stub.close();
    }
  }
  const info = JSON.parse(readFileSync(infoFile, "utf8"));
  // The stand-in answers the tiles; the site answers on the port baked into the build.
  const stub = await startBenchStub({ port: info.stubPort, ...SCALE });
  const files = await startSite({ publicDir: PUBLIC_DIR, port: 0, host: HOST });
  const site = await startGzipProxy({ target: files.url, port: info.sitePort, host: HOST });
  try {
    log("registry map: time per keystroke…");
    return await measureMapKeystrokes(site.url);
  } catch (error) {
    return { error: String(error instanceof Error ? error.message : error) };
  } finally {
    await site.close();
    await files.close();
    await stub.close();
  }
}

/** @param {string[]} argv */
async function main(argv) {
  const options = parseArgs(argv);
  const wants = (/** @type {string} */ part) => options.parts.includes(part);
  const started = Date.now();
  /** @type {Record<string, any>} */
  const results = { startedAt: new Date(started).toISOString(), parts: options.parts };

  // The map's keystroke time needs a build at scale: it comes first, before the sample build
  // that the other parts measure (the build part measures it on its own scale build).
  if (wants("map") && !wants("build")) results.map = await measureMapPart(options.skipBuild);

  /** @type {{ stubPort: number, sitePort: number } | undefined} */
  let built;
  if (wants("build")) {
    built = await ports();
    results.build = await measureBuilds({
      ...built,
      scale: options.scale,
      scaleOnly: options.scaleOnly,
    });
  }

  const servesSite = wants("realbrowser") || wants("lighthouse") || wants("a11y");
  if (servesSite || wants("js")) {
    const infoFile = path.join(PUBLIC_DIR, ".e2e-build.json");
    if (!built && (!options.skipBuild || !existsSync(infoFile))) {
      // No build in this run: one sample-size build, not measured, to measure the pages of.
      const fresh = await ports();
      const stub = await startBenchStub({ port: fresh.stubPort });
      try {
        clean();
        log("sample build (not measured)…");
        const siteUrl = `http://${HOST}:${fresh.sitePort}`;
        const run = await gatsbyBuild({
          apiUrl: stub.url,
          siteUrl,
          label: "sample",
          sourceMaps: true,
        });
        if (!run.ok) throw new Error(`The build failed: ${run.log}`);
        recordBuild({ ...fresh, apiUrl: stub.url, siteUrl });
      } finally {
        await stub.close();
      }
    }
    const info = JSON.parse(readFileSync(infoFile, "utf8"));

    if (wants("js")) {
      const eventRoute = oneEventRoute();
      results.js = measureJs(PUBLIC_DIR, eventRoute ? [...JS_ROUTES, eventRoute] : JS_ROUTES);
      // The editors' admin: its download, and that no public page loads it.
      results.admin = measureAdmin(PUBLIC_DIR);
      if (!("skipped" in results.admin)) {
        log(
          `admin (/admin/): ${(results.admin.scriptsGzipBytes / 1024).toFixed(0)} KB of scripts (gzip) + ` +
            `${(results.admin.fontsBytes / 1024).toFixed(0)} KB of fonts; public pages loading it: ` +
            `${results.admin.publicPagesLoadingAdmin.length}`,
        );
      }
      // A worktree sharing another checkout's node_modules through a link: webpack numbers each
      // module by its real path, so the bundles differ from a real install's (0.45 KB
      // lighter per page, measured once) and the table says so.
      results.jsLinkedModules = lstatSync(path.join(ROOT, "node_modules")).isSymbolicLink();
    }

    if (servesSite) {
      // The stand-in API answers on the port baked into the build, as the browser expects.
      const stub = await startBenchStub({ port: info.stubPort });
      // The site answers, compressed, on the port baked into the build (canonical links).
      const files = await startSite({ publicDir: PUBLIC_DIR, port: 0, host: HOST });
      const site = await startGzipProxy({ target: files.url, port: info.sitePort, host: HOST });
      try {
        const routes = options.routes.map((r) => (r === "/events/" ? (oneEventRoute() ?? r) : r));
        const present = routes.filter(pageExists);
        if (wants("realbrowser")) {
          results.realbrowser = await measureRealBrowser(site.url, present, { runs: options.runs });
          for (const route of routes.filter((r) => !present.includes(r))) {
            results.realbrowser[route] = { skipped: "the page does not exist in this build" };
          }
        }
        if (wants("lighthouse")) {
          results.lighthouse = await measureLighthouse(site.url, present, { runs: options.runs });
          for (const route of routes.filter((r) => !present.includes(r))) {
            results.lighthouse[route] = { skipped: "the page is not in this build" };
          }
        }
        if (wants("a11y")) results.a11y = await measureA11y(site.url);
      } finally {
        await site.close();
        await files.close();
        await stub.close();
      }
    }
  }

  if (wants("extras")) results.extras = await measureExtras();

  // The editors' save to the live page: its own clone, releases and servers, whatever the
  // other parts left in public/.
  if (wants("save")) {
    results.save = await measureSaveToLive().catch((error) => {
      log(`save → live: ${error instanceof Error ? error.message : error}`);
      return { ms: null, error: String(error instanceof Error ? error.message : error) };
    });
  }

  results.minutes = Number(((Date.now() - started) / 60000).toFixed(1));
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  console.log(formatTable(results));
  const notes = closingNotes(results);
  if (notes.length)
    console.log(`\nWhat holds the budgets back:\n${notes.map((n) => `- ${n}`).join("\n")}`);
  console.log(
    `\nResults in ${path.relative(process.cwd(), RESULTS_FILE)} (${results.minutes} min).`,
  );
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(`[bench] ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    },
  );
}
