// The publishing budget for `npm run bench`: seconds from the webhook call to a published
// release after one event changed, with a warm cache (budget: 30 s). `npm run bench` measures it
// at 1,000 events + 5,000 teachers (bench/extras.mjs); alone it runs at the sample size.
//
//   import { measure, measureBurst } from "./bench/webhook-release.mjs";
//   const figure = await measure();     // { name, value (s), unit, budget: 30, pass, … }
//   const burst = await measureBurst(); // 50 calls in 1 s → { value (builds), budget: 2, … }
//   node bench/webhook-release.mjs            (alone: prints both figures as JSON)
//
// It builds in a private copy of the project kept in the temp folder (sandbox.mjs), never in
// the working tree: the first run pays one cold warm-up build, later runs start warm.
// The measured rebuild always follows a warm build, as the webhook's rebuilds do in production
// (and as bench/build.mjs measures the build): the first build after a cold one gets another
// webpack compilation hash, so Gatsby writes every page's HTML again (4,044 pages at scale,
// about 14 s more), which a rebuild after one event changed does not.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, readdir, readlink, realpath, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { signedHeaders } from "../webhook/auth.mjs";
import { PROJECT_DIR } from "../webhook/config.mjs";
import { buildSteps } from "./build.mjs";
import { prepareSandbox, startSandboxStub } from "./sandbox.mjs";
import { startReceiver } from "../webhook/server.mjs";
import { sameBytes } from "../webhook/releases.mjs";

export const BUDGET_SECONDS = 30;
const HERE = path.dirname(fileURLToPath(import.meta.url));
const CHANGED_EVENT = 41;

const defaultSandbox = () =>
  path.join(
    os.tmpdir(),
    `iky-sandbox-bench-${Buffer.from(PROJECT_DIR).toString("hex").slice(-24)}`,
  );

/**
 * @param {{ sandboxDir?: string, events?: number, teachers?: number,
 *   log?: (message: string) => void }} [options]
 * @returns {Promise<{ name: string, ms: number, value: number, unit: "s", budget: number,
 *   pass: boolean, warmUpSeconds: number, release: string, buildMs: number,
 *   phases: Record<string, number>, gatsbySteps: { step: string, ms: number }[] }>}
 */
export async function measure({
  sandboxDir = defaultSandbox(),
  events,
  teachers,
  log = () => {},
} = {}) {
  const secret = randomBytes(24).toString("hex");
  await prepareSandbox(sandboxDir);
  const cold = !existsSync(path.join(sandboxDir, ".cache"));
  const stub = await startSandboxStub(sandboxDir, {
    ...(events ? { events } : {}),
    ...(teachers ? { teachers } : {}),
  });
  const api = String(stub.url).replace(/\/+$/, "");
  /** @type {Awaited<ReturnType<typeof startReceiver>> | undefined} */
  let receiver;
  try {
    const rec = await startReceiver({
      port: 0,
      quiet: true,
      secret,
      projectDir: sandboxDir,
      outputDir: path.join(sandboxDir, "webhook-data"),
      releasesKept: 2,
      buildEnv: {
        ...process.env,
        GATSBY_API_URL: api,
        GATSBY_SITE_URL: "http://127.0.0.1:9000",
        GATSBY_PLATFORM_URL: `${api}/plataforma`,
        GATSBY_MAP_TILE_URL: `${api}/tiles/{z}/{x}/{y}.png`,
      },
    });
    receiver = rec;
    const rebuild = async () => {
      const body = JSON.stringify({ evento: CHANGED_EVENT, enviado: new Date().toISOString() });
      const started = Date.now();
      const response = await fetch(`${rec.url}/rebuild`, {
        method: "POST",
        headers: { "content-type": "application/json", ...signedHeaders(body, secret) },
        body,
      });
      if (response.status !== 202) throw new Error(`/rebuild answered ${response.status}`);
      const { build: id } = await response.json();
      // Poll /status as an operator would; the figure ends when the release is live.
      for (;;) {
        /** @type {import("../webhook/types.mjs").StatusAnswer} */
        const status = await (await fetch(`${rec.url}/status`)).json();
        const build = status.builds.find((b) => b.id === id);
        if (build) {
          if (build.result !== "ok") throw new Error(`the build failed: ${build.reason}`);
          return { build, seconds: (Date.now() - started) / 1000 };
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };

    /** @param {string} what */
    const warmUpBuild = async (what) => {
      log(`${what}…`);
      const result = await rebuild();
      log(`${what}: ${result.seconds.toFixed(1)} s (${describePhases(result.build.phases)})`);
      return result;
    };
    let warmUp = await warmUpBuild(cold ? "warm-up build (cold)" : "warm-up build");
    if (cold) warmUp = await warmUpBuild("warm-up build (the first after a cold one)");
    // The measured call finds the receiver idle: the warm-up's old releases pruned (which
    // happens once its release is live, and which a call arriving meanwhile waits for).
    await rec.queue.idle();

    const resumen = `Taller de medición ${new Date().toISOString()}`;
    const changed = await fetch(`${api}/__stub/events/${CHANGED_EVENT}`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ resumen }),
    });
    if (!changed.ok) throw new Error(`could not change event ${CHANGED_EVENT}`);

    const { build, seconds } = await rebuild();
    const page = readFileSync(
      path.join(
        receiver.config.outputDir,
        "current",
        "events",
        String(CHANGED_EVENT),
        "index.html",
      ),
      "utf8",
    );
    if (!page.includes(resumen)) throw new Error("the published release lacks the change");
    log(`webhook → published release: ${seconds.toFixed(1)} s`);
    // Not timed: the release holds exactly the build's files, byte for byte.
    const differences = await treeDifferences(
      path.join(sandboxDir, "public"),
      await realpath(path.join(receiver.config.outputDir, "current")),
    );
    if (differences.length > 0) {
      throw new Error(`the release differs from the build: ${differences.slice(0, 5).join(", ")}`);
    }
    const { phases } = build;
    log(`  phases: ${describePhases(phases)}`);
    const steps = build.log ? buildSteps(readFileSync(build.log, "utf8")).slice(0, 6) : [];
    if (steps.length > 0) {
      log(
        `  longest Gatsby steps: ${steps.map((s) => `${s.step} ${(s.ms / 1000).toFixed(1)} s`).join(", ")}`,
      );
    }
    return {
      name: "Webhook → published release (one event changed, warm cache)",
      // `ms` is what bench/extras.mjs reads; `value` the same in seconds.
      ms: Math.round(seconds * 1000),
      value: Math.round(seconds * 10) / 10,
      unit: "s",
      budget: BUDGET_SECONDS,
      pass: seconds < BUDGET_SECONDS,
      warmUpSeconds: Math.round(warmUp.seconds * 10) / 10,
      release: build.release ?? "",
      buildMs: build.durationMs ?? 0,
      phases,
      gatsbySteps: steps,
    };
  } finally {
    await receiver?.close({ wait: true });
    await stub.close();
  }
}

/**
 * The paths where two trees differ (a file's bytes, a symlink's target, an entry on one side
 * only); none when the second is an exact copy of the first.
 * @param {string} a
 * @param {string} b
 * @returns {Promise<string[]>}
 */
export async function treeDifferences(a, b, relative = "") {
  /** @param {string} dir */
  const list = async (dir) =>
    new Map(
      (await readdir(path.join(dir, relative), { withFileTypes: true })).map((e) => [e.name, e]),
    );
  const [left, right] = await Promise.all([list(a), list(b)]);
  /** @type {string[]} */
  const out = [];
  for (const name of new Set([...left.keys(), ...right.keys()])) {
    const rel = path.join(relative, name);
    const [x, y] = [left.get(name), right.get(name)];
    if (!x || !y) out.push(`${rel} (only in ${x ? a : b})`);
    else if (x.isDirectory() && y.isDirectory()) out.push(...(await treeDifferences(a, b, rel)));
    else if (x.isSymbolicLink() && y.isSymbolicLink()) {
      const [p, q] = await Promise.all([readlink(path.join(a, rel)), readlink(path.join(b, rel))]);
      if (p !== q) out.push(rel);
    } else if (!(
      x.isFile() &&
      y.isFile() &&
      (await sameBytes(path.join(a, rel), path.join(b, rel)))
    ))
      out.push(rel);
  }
  return out;
}

/**
 * The receiver's phases in one line: `queue 0.0 s, build 18.2 s, copy 3.1 s, …`.
 * @param {Record<string, number>} phases milliseconds, named `<phase>Ms`
 */
export function describePhases(phases) {
  return Object.entries(phases)
    .map(([name, ms]) => `${name.replace(/Ms$/, "")} ${(ms / 1000).toFixed(1)} s`)
    .join(", ");
}

/**
 * The burst budget: 50 signed webhook calls within one second, against a receiver whose
 * build takes a second (a stand-in build: what is measured is the queue, not Gatsby).
 * @returns {Promise<{ name: string, value: number, unit: "builds", budget: number,
 *   pass: boolean, accepted: number }>}
 */
export async function measureBurst({ calls = 50 } = {}) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "iky-burst-"));
  const secret = randomBytes(24).toString("hex");
  const receiver = await startReceiver({
    port: 0,
    quiet: true,
    secret,
    projectDir: dir,
    outputDir: path.join(dir, "webhook-data"),
    buildCommand: `"${process.execPath}" "${path.join(HERE, "..", "webhook", "fixtures", "fake-build.mjs")}"`,
    buildEnv: {
      ...process.env,
      FAKE_BUILD_OUT: path.join(dir, "public"),
      FAKE_BUILD_COUNT: path.join(dir, "builds.txt"),
      FAKE_BUILD_DELAY_MS: "1000",
    },
  });
  try {
    const spacing = 1000 / calls;
    const responses = await Promise.all(
      Array.from({ length: calls }, async (_, i) => {
        await new Promise((resolve) => setTimeout(resolve, i * spacing));
        // Each call its own body, as the back office's (one id per change).
        const body = JSON.stringify({ evento: CHANGED_EVENT, llamada: i });
        const headers = { "content-type": "application/json", ...signedHeaders(body, secret) };
        return fetch(`${receiver.url}/rebuild`, { method: "POST", headers, body });
      }),
    );
    await receiver.queue.idle();
    const builds = readFileSync(path.join(dir, "builds.txt"), "utf8").trim().split("\n").length;
    return {
      name: `${calls} webhook calls in one second → builds`,
      value: builds,
      unit: "builds",
      budget: 2,
      pass: builds <= 2,
      accepted: responses.filter((r) => r.status === 202).length,
    };
  } finally {
    await receiver.close({ wait: true });
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const burst = await measureBurst();
  console.log(JSON.stringify(burst, null, 2));
  const figure = await measure({ log: (message) => console.error(`[measure] ${message}`) });
  console.log(JSON.stringify(figure, null, 2));
  process.exit(figure.pass && burst.pass ? 0 : 1);
}
