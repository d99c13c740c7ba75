// Build scale: `gatsby build` against the stand-in API, timed, with the peak memory of the
// whole process tree, cold (no .cache, no public) and warm (cache kept), at the sample size
// and at 1,000 events + 5,000 registry teachers, and a warm rebuild after one event changed.
//
// The variants run in sequence in the one project folder (the machine has 2 cores; parallel
// builds would measure each other). The sample-size build runs last, so public/ is left
// holding the site that Lighthouse and the JavaScript weights measure, recorded in
// public/.e2e-build.json exactly as `node scripts/e2e-site.mjs build` records it.
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startStub } from "../stub-api/server.mjs";
import { samplePeak } from "./proc-tree.mjs";
import { measureMapKeystrokes } from "./map-keystroke.mjs";
import { measureRipeyTransfer } from "./ripey-transfer.mjs";
import { startGzipProxy } from "./gzip-proxy.mjs";
import { startSite } from "../scripts/lib/static-server.mjs";
import { standInEnv } from "../scripts/lib/e2e-site.cjs";
import { PUBLISH_BUILD_ENV, withGatsbyHeap } from "../scripts/lib/gatsby-build.mjs";
import { HOST, LOG_DIR, ROOT, log } from "./paths.mjs";

export const SCALE = { events: 1000, teachers: 5000 };

const GATSBY = path.join(ROOT, "node_modules", ".bin", "gatsby");

/**
 * The stand-in API on a fixed port (the build bakes its URL in), at the given size.
 * @param {{ port: number, events?: number, teachers?: number }} options
 */
export async function startBenchStub({ port, events = 0, teachers = 0 }) {
  const stub = await startStub({ port, host: HOST, events, teachers, quiet: true });
  return { ...stub, url: String(stub.url).replace(/\/+$/, "") };
}

/** What a cold build starts from: no Gatsby cache and no previous output. */
export function clean() {
  rmSync(path.join(ROOT, ".cache"), { recursive: true, force: true });
  rmSync(path.join(ROOT, "public"), { recursive: true, force: true });
}

/**
 * One `gatsby build` against the stand-in, as the e2e build (without its analytics id).
 * Gatsby's output goes to a log file (named in the result) so the bench's own output stays one
 * readable table.
 * `sourceMaps`: the browser bundles get their source maps, which a production build does not
 * write (src/node/on-create-webpack-config.ts); the JavaScript weights read them to credit each
 * package its bytes. Only the sample-size builds, whose output the weights measure, ask for them.
 * @param {{ apiUrl: string, siteUrl: string, label: string, sourceMaps?: boolean }} options
 * @returns {Promise<{ ok: boolean, ms: number, peakBytes: number, log: string, steps: { step: string, ms: number }[], htmlPages: { written: number, total: number } | null }>}
 */
export async function gatsbyBuild({ apiUrl, siteUrl, label, sourceMaps = false }) {
  if (!existsSync(GATSBY)) throw new Error("gatsby not found: run `npm ci`.");
  const logFile = path.join(LOG_DIR, `build-${label}.log`);
  const out = createWriteStream(logFile);
  const started = performance.now();
  const child = spawn(GATSBY, ["build"], {
    cwd: ROOT,
    env: withGatsbyHeap({
      ...process.env,
      GATSBY_LOGGER: "yurnalist",
      // As the webhook builds, whose rebuilds these stand for.
      ...PUBLISH_BUILD_ENV,
      ...standInEnv({ apiUrl, siteUrl }),
      ...(sourceMaps ? { IKY_SOURCE_MAPS: "1" } : {}),
    }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  const sampler = samplePeak(/** @type {number} */ (child.pid));
  const stop = () => child.kill("SIGTERM");
  process.once("SIGINT", stop);
  const code = await new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (exitCode) => resolve(exitCode));
  });
  process.off("SIGINT", stop);
  const ms = performance.now() - started;
  const peakBytes = sampler.stop();
  await new Promise((resolve) => out.end(resolve));
  if (code !== 0) {
    const tail = readFileSync(logFile, "utf8").trim().split("\n").slice(-15).join("\n");
    log(`gatsby build (${label}) ended with exit code ${code}; last lines:\n${tail}`);
  }
  const logText = readFileSync(logFile, "utf8");
  const steps = buildSteps(logText).slice(0, 6);
  return { ok: code === 0, ms, peakBytes, log: logFile, steps, htmlPages: htmlPages(logText) };
}

/**
 * Changes one event the way an editor would, so the next warm build has one thing to redo.
 * @param {string} apiUrl
 */
async function changeOneEvent(apiUrl) {
  const events = await (await fetch(`${apiUrl}/api/eventos/profesor/13`)).json();
  const event = events[Math.floor(events.length / 2)];
  const response = await fetch(`${apiUrl}/__stub/events/${event.idEvento}`, {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ descripcion: `${event.descripcion ?? ""} (actualizado)` }),
  });
  if (!response.ok) throw new Error(`PUT /__stub/events/${event.idEvento}: ${response.status}`);
  return event.idEvento;
}

/**
 * Every build variant, scale first and sample last.
 * @param {{ stubPort: number, sitePort: number, scale?: boolean, scaleOnly?: boolean }} ports
 *   scaleOnly: the builds at scale (cold, warm, and after one event changed), nothing else
 */
export async function measureBuilds({ stubPort, sitePort, scale = true, scaleOnly = false }) {
  const siteUrl = `http://${HOST}:${sitePort}`;
  /** @type {Record<string, any>} */
  const results = {};

  if (scale) {
    const stub = await startBenchStub({ port: stubPort, ...SCALE });
    try {
      const build = (/** @type {string} */ label) =>
        gatsbyBuild({ apiUrl: stub.url, siteUrl, label });
      clean();
      log(`build at scale (${SCALE.events} events, ${SCALE.teachers} teachers): cold…`);
      results.scaleCold = await build("scale-cold");
      // The webhook's builds are all warm, each after another: the rebuild after one event
      // changed follows a warm build, as in production. (The first build after a cold one gets
      // another webpack compilation hash, so Gatsby writes every page's HTML again.)
      log(`build at scale: warm…`);
      results.scaleWarm = await build("scale-warm");
      const changed = await changeOneEvent(stub.url);
      log(`build at scale: warm after changing event ${changed}…`);
      results.scaleChanged = { ...(await build("scale-changed")), changedEvent: changed };
      if (results.scaleChanged.ok) {
        log("/ripey/ with 5,000 teachers: what is transferred before the map…");
        results.ripeyAtScale = await measureRipeyTransfer({ sitePort }).catch((error) => ({
          error: String(error?.message ?? error),
        }));
        log("registry map with 5,000 teachers: time per keystroke…");
        results.mapKeystroke = await mapKeystrokeOn(sitePort).catch((error) => ({
          error: String(error?.message ?? error),
        }));
      }
    } finally {
      await stub.close();
    }
  }

  if (scaleOnly) return results;
  const stub = await startBenchStub({ port: stubPort });
  try {
    const build = (/** @type {string} */ label) =>
      gatsbyBuild({ apiUrl: stub.url, siteUrl, label, sourceMaps: true });
    clean();
    log("sample build: cold…");
    results.sampleCold = await build("sample-cold");
    log("sample build: warm…");
    results.sampleWarm = await build("sample-warm");
  } finally {
    await stub.close();
  }
  if (results.sampleWarm.ok) recordBuild({ stubPort, sitePort, apiUrl: stub.url, siteUrl });
  return results;
}

/** @param {number} sitePort the port baked into the build */
async function mapKeystrokeOn(sitePort) {
  const files = await startSite({ publicDir: path.join(ROOT, "public"), host: HOST });
  const site = await startGzipProxy({ target: files.url, port: sitePort, host: HOST });
  try {
    return await measureMapKeystrokes(site.url);
  } finally {
    await site.close();
    await files.close();
  }
}

/**
 * Where a build's seconds went: Gatsby's own step timings from its log ("success Building
 * HTML renderer - 25.7s"), the longest first.
 * @param {string} logText
 * @returns {{ step: string, ms: number }[]}
 */
export function buildSteps(logText) {
  /** @type {Map<string, number>} */
  const steps = new Map();
  for (const match of logText.matchAll(/^success (.+?) - (\d+(?:\.\d+)?)s\b/gm)) {
    const step = (match[1] ?? "").replace(/\s+/g, " ").trim();
    steps.set(step, (steps.get(step) ?? 0) + Number(match[2]) * 1000);
  }
  return [...steps].map(([step, ms]) => ({ step, ms: Math.round(ms) })).sort((a, b) => b.ms - a.ms);
}

/**
 * How many pages' HTML a build wrote (Gatsby's log counts the pages it had to write, as N/N):
 * a rebuild after one event changed should write that event's page and the lists that show it,
 * not every page.
 * @param {string} logText
 */
export function htmlPages(logText) {
  const match = logText.match(/Building static HTML for pages - [\d.]+s - (\d+)\/(\d+)/);
  return match ? { written: Number(match[1]), total: Number(match[2]) } : null;
}

/**
 * Same record as scripts/lib/e2e-site.cjs writes, so `E2E_SKIP_BUILD=1 npx playwright test` can test the bench's build.
 * @param {{ stubPort: number, sitePort: number, apiUrl: string, siteUrl: string }} info
 */
export function recordBuild({ stubPort, sitePort, apiUrl, siteUrl }) {
  const info = { stubPort, sitePort, apiUrl, siteUrl, builtAt: new Date().toISOString() };
  writeFileSync(path.join(ROOT, "public", ".e2e-build.json"), `${JSON.stringify(info, null, 2)}\n`);
}
