// The editors' budget: from the editor's "Guardar" in /admin to the change visible
// on the served page, at 1,000 events and 5,000 teachers, with the warm cache (≤ 60 s).
//
//   npm run bench -- --only save
//
// Everything is real but the forge and the school's API: the forge stand-in (forge/server.mjs)
// over a bare clone of this repository (its HEAD: commit what you want measured), the webhook
// receiver (webhook/server.mjs) with its default build command (`gatsby build`) in its own
// clone of that repository, publishing releases that a static server serves (as the bench's
// other parts serve the site), and Sveltia CMS in Debian's Chromium signing in at /admin,
// changing the title of a section of /yoga/ and clicking "Guardar". The figure ends when
// /yoga/, fetched from the server as a visitor would, shows the new title.
//
// The receiver's clone lives in the temp folder and is kept between runs (a new bare repository
// each run becomes its `origin`), so Gatsby's cache in it stays warm; the ports baked into the
// build (API, site, forge) are kept with it for the same reason. Each run first builds the
// repository's head once, untimed, through the receiver (twice when that build wrote every
// page's HTML: after a cold start or a change of the code, the next build does so too).
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { launch } from "../scripts/lib/chromium.cjs";
import { standInEnv } from "../scripts/lib/e2e-site.cjs";
import { bareCopyAsMain } from "../forge/git.mjs";
import { startForge } from "../forge/server.mjs";
import { startReceiver } from "../webhook/server.mjs";
import { SCALE, buildSteps, htmlPages, startBenchStub } from "./build.mjs";
import { HOST, ROOT, log as benchLog } from "./paths.mjs";

const SECTION = "content/sections/yoga/01-definicion-de-yoga.md";
const SECTION_EN = "content/sections/yoga/01-definicion-de-yoga.en.md";
const SECTION_ENTRY = "1. Definición de Yoga";
const COLLECTION = "Página Yoga (/yoga/)";
const PAGE = "/yoga/";
const FORGE_REPO = { owner: "iky", name: "sitio", clientId: "iky-admin" };
/** Not a budget: how long the poll waits for a save that never shows before it gives up. */
const HANG_MS = 10 * 60_000;

const git = (/** @type {string} */ cwd, /** @type {string[]} */ args) =>
  execFileSync("git", args, { cwd, encoding: "utf8" }).trim();

/** The receiver's clone and the ports baked into its builds, kept between runs. */
const defaultStateDir = () =>
  path.join(os.tmpdir(), `iky-save-bench-${Buffer.from(ROOT).toString("hex").slice(-24)}`);

/** Whether nothing listens on `port` now. */
function portIsFree(/** @type {number} */ port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, HOST, () => server.close(() => resolve(true)));
  });
}

/** A port the OS hands out now. */
function anyPort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, HOST, () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * The ports of the last run when they are all free again (a new port baked into the bundle
 * would make webpack compile everything again), else new ones.
 * @param {string} file
 * @returns {Promise<{ stubPort: number, sitePort: number, forgePort: number }>}
 */
async function keptPorts(file) {
  if (existsSync(file)) {
    try {
      const kept = JSON.parse(readFileSync(file, "utf8"));
      const all = [kept.stubPort, kept.sitePort, kept.forgePort];
      if (all.every(Number.isInteger) && (await Promise.all(all.map(portIsFree))).every(Boolean))
        return kept;
    } catch {
      // Unreadable: new ports.
    }
  }
  const ports = {
    stubPort: /** @type {number} */ (await anyPort()),
    sitePort: /** @type {number} */ (await anyPort()),
    forgePort: /** @type {number} */ (await anyPort()),
  };
  writeFileSync(file, `${JSON.stringify(ports)}\n`);
  return ports;
}

/**
 * The published site (`current`, followed at each request), served from a process of its own as
 * nginx serves it in production: in the bench's process its file reads would wait behind the
 * receiver's (publishing stages and prunes thousands of files on the same thread pool).
 * @param {string} current
 * @param {number} port
 */
async function serveInOwnProcess(current, port) {
  const staticServer = new URL("../scripts/lib/static-server.mjs", import.meta.url).href;
  const code = `const { startSite } = await import(${JSON.stringify(staticServer)});
const site = await startSite({ publicDir: ${JSON.stringify(current)}, port: ${port}, host: ${JSON.stringify(HOST)} });
console.log(site.url);`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", code], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (exitCode) => reject(new Error(`the site's server ended (${exitCode})`)));
    child.stdout.once("data", (chunk) => resolve(String(chunk).trim()));
  });
  child.removeAllListeners("exit");
  return {
    url: /** @type {string} */ (url),
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(undefined);
        child.once("exit", () => resolve(undefined));
        child.kill("SIGTERM");
      }),
  };
}

/**
 * Where the seconds from "Guardar" to the visible change went, from the moments the bench saw
 * (all in ms since the epoch) and the receiver's build record.
 * @param {{ clickAt: number, commitSeenAt: number | null, visibleAt: number,
 *   build: { queuedAt: string, start: string | null, end: string | null,
 *     phases: Record<string, number> } }} timeline
 * @returns {Record<string, number>} milliseconds by phase, in their order; together `visibleAt - clickAt`
 */
export function savePhases({ clickAt, commitSeenAt, visibleAt, build }) {
  const queuedAt = Date.parse(build.queuedAt);
  const start = build.start ? Date.parse(build.start) : queuedAt;
  const end = build.end ? Date.parse(build.end) : visibleAt;
  const p = build.phases;
  const checkout = p.checkoutMs ?? 0;
  const afterBuild = p.buildMs ?? checkout;
  // The commit seen in the bare repository, polled: never after the webhook that announced it.
  const committed = Math.min(commitSeenAt ?? queuedAt, queuedAt);
  const parts = {
    // Sveltia's requests to the forge and the forge's commit.
    commitMs: committed - clickAt,
    // The forge's push webhook to the receiver.
    webhookMs: queuedAt - committed,
    queueMs: start - queuedAt,
    checkoutMs: checkout,
    gatsbyMs: afterBuild - checkout,
    publishMs: end - start - afterBuild,
    // Until the poll of the served page saw the new text.
    servedMs: visibleAt - end,
  };
  return Object.fromEntries(
    Object.entries(parts).map(([name, ms]) => [name, Math.max(0, Math.round(ms))]),
  );
}

/**
 * The CPU time of this process's waited-for children (cutime + cstime of /proc/<pid>/stat, in
 * clock ticks): the receiver's build command and everything it started, once they have ended.
 * Null where there is no such file (not Linux).
 * @param {string} stat the text of /proc/<pid>/stat
 * @param {number} ticksPerSecond
 * @returns {number | null} milliseconds
 */
export function childrenCpuMs(stat, ticksPerSecond = 100) {
  // The command's name, in parentheses, may hold spaces: the fields start after its last ")".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // Fields 16 and 17 of proc(5); fields[0] is field 3 (the state).
  const cutime = Number(fields[13]);
  const cstime = Number(fields[14]);
  if (!Number.isFinite(cutime) || !Number.isFinite(cstime)) return null;
  return Math.round(((cutime + cstime) * 1000) / ticksPerSecond);
}

/** This process's children's CPU time so far (ms), or null. */
function childrenCpuNow() {
  try {
    const ticks = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());
    return childrenCpuMs(readFileSync("/proc/self/stat", "utf8"), ticks || 100);
  } catch {
    return null;
  }
}

/**
 * Whether a build (its log) wrote every page's HTML: the first build after a cold start or after
 * a change of the code gets a new webpack compilation hash, and so does the one after it, which
 * therefore writes every page's HTML again too (4,044 pages at scale); from the next one on, a
 * rebuild writes the pages whose data changed. The bench warms up once more after such a build,
 * so the save is measured on the warm cache an editor's save meets.
 * @param {string} logText
 */
export function rewroteEveryPage(logText) {
  const written = htmlPages(logText)?.written ?? 0;
  // Gatsby counts the pages it writes as N/N; the site's pages are its SitePage nodes.
  const pages = Number(/SitePage nodes: (\d+)/.exec(logText)?.[1] ?? Number.NaN);
  return written > 0 && written >= pages;
}

/**
 * A title no build has shown yet, in plain ASCII (no HTML escaping to think of).
 * @param {Date} [date]
 */
export function measuredTitle(date = new Date()) {
  return `Definicion de Yoga medida ${date.toISOString().replace(/\D/g, "").slice(0, 14)}`;
}

/**
 * @param {{ stateDir?: string, events?: number, teachers?: number,
 *   log?: (message: string) => void }} [options]
 */
export async function measure({
  stateDir = defaultStateDir(),
  events = SCALE.events,
  teachers = SCALE.teachers,
  log = benchLog,
} = {}) {
  mkdirSync(stateDir, { recursive: true });
  const checkout = path.join(stateDir, "checkout");
  const outputDir = path.join(stateDir, "webhook-data");
  const ports = await keptPorts(path.join(stateDir, "ports.json"));
  const temp = await mkdtemp(path.join(os.tmpdir(), "iky-save-bench-run-"));
  const bare = path.join(temp, "sitio.git");
  bareCopyAsMain(ROOT, bare);
  const head = git(bare, ["rev-parse", "main"]);
  if (!existsSync(path.join(checkout, ".git"))) {
    git(stateDir, ["clone", "--quiet", bare, checkout]);
  } else {
    git(checkout, ["remote", "set-url", "origin", bare]);
  }
  if (!existsSync(path.join(checkout, "node_modules"))) {
    symlinkSync(path.join(ROOT, "node_modules"), path.join(checkout, "node_modules"), "dir");
  }
  const cold = !existsSync(path.join(checkout, ".cache"));

  const secret = randomBytes(24).toString("hex");
  const stub = await startBenchStub({ port: ports.stubPort, events, teachers });
  const siteUrl = `http://${HOST}:${ports.sitePort}`;
  const forgeUrl = `http://${HOST}:${ports.forgePort}`;
  /** @type {Awaited<ReturnType<typeof startReceiver>> | undefined} */
  let receiver;
  /** @type {Awaited<ReturnType<typeof startForge>> | undefined} */
  let forge;
  /** @type {Awaited<ReturnType<typeof serveInOwnProcess>> | undefined} */
  let site;
  /** @type {import("playwright-core").Browser | undefined} */
  let browser;
  try {
    const rec = await startReceiver({
      port: 0,
      quiet: true,
      secret,
      forgeSecret: secret,
      branch: "main",
      gitRemote: "origin",
      projectDir: checkout,
      outputDir,
      releasesKept: 2,
      buildEnv: {
        ...process.env,
        ...standInEnv({ apiUrl: stub.url, siteUrl }),
        CMS_FORGE_URL: forgeUrl,
        CMS_REPO: `${FORGE_REPO.owner}/${FORGE_REPO.name}`,
        CMS_CLIENT_ID: FORGE_REPO.clientId,
      },
    });
    receiver = rec;
    forge = await startForge({
      repoDir: bare,
      port: ports.forgePort,
      ...FORGE_REPO,
      webhooks: [{ url: `${rec.url}/forge`, secret }],
    });

    /** The receiver's record of the build of `commit`, once it has ended. */
    const builtRecord = (/** @type {string} */ commit) =>
      rec.queue.status().builds.find((b) => b.commit === commit && b.end !== null);
    /** @param {string} what */
    const warmUp = async (what) => {
      log(`save → live: ${what}…`);
      const started = Date.now();
      rec.queue.request("bench warm-up", { commit: head });
      await rec.queue.idle();
      const build = rec.queue.status().builds[0];
      if (build?.result !== "ok") throw new Error(`the ${what} failed: ${build?.reason}`);
      log(`save → live: ${what}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
      return build.log ? readFileSync(build.log, "utf8") : "";
    };
    const first = await warmUp(
      cold ? "warm-up build (cold, not measured)" : "warm-up build (not measured)",
    );
    if (rewroteEveryPage(first)) {
      await warmUp("second warm-up build (the first rewrote every page's HTML; not measured)");
    }

    site = await serveInOwnProcess(path.join(outputDir, "current"), ports.sitePort);
    const pageUrl = new URL(PAGE, siteUrl).href;

    browser = await launch();
    const context = await browser.newContext({
      locale: "es-CO",
      timezoneId: "America/Bogota",
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    log("save → live: signing in at /admin…");
    await page.goto(new URL("/admin/", siteUrl).href);
    await page.getByRole("button", { name: /Iniciar sesión con .Gitea \/ Forgejo/ }).click();
    await page.getByText("Colecciones").waitFor({ timeout: 120_000 });
    await page.getByText(COLLECTION).click();
    await page.getByText(SECTION_ENTRY).click();
    const title = page
      .getByRole("textbox", { name: /^Título/ })
      .and(page.locator('[lang="es"]'))
      .first();
    await title.waitFor({ timeout: 60_000 });
    const text = measuredTitle();
    await title.fill(text);
    const before = git(bare, ["rev-parse", "main"]);
    const served = async () => {
      const response = await fetch(pageUrl, { cache: "no-store" });
      return response.ok && (await response.text()).includes(text);
    };
    if (await served()) throw new Error(`${PAGE} shows "${text}" before the save`);

    log(`save → live: "Guardar", then polling ${PAGE} for "${text}"…`);
    const loadAtClick = os.loadavg().map((n) => Math.round(n * 100) / 100);
    const cpuBefore = childrenCpuNow();
    const ownCpuBefore = process.cpuUsage();
    const clickAt = Date.now();
    await page.getByRole("button", { name: "Guardar" }).click();
    /** @type {number | null} */
    let commitSeenAt = null;
    /** @type {string | null} */
    let commit = null;
    const limit = clickAt + HANG_MS;
    let visibleAt = 0;
    while (!visibleAt) {
      if (Date.now() > limit) {
        throw new Error(`${PAGE} did not show the change within ${HANG_MS / 1000} s`);
      }
      if (!commit) {
        const now = git(bare, ["rev-parse", "main"]);
        if (now !== before) [commit, commitSeenAt] = [now, Date.now()];
      }
      const record = commit ? builtRecord(commit) : undefined;
      if (record?.result === "failed") {
        throw new Error(`the build of the save failed: ${record.reason}`);
      }
      if (await served()) visibleAt = Date.now();
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const ms = visibleAt - clickAt;
    const cpuAfter = childrenCpuNow();
    const ownCpu = process.cpuUsage(ownCpuBefore);
    // The CPU the save cost on this machine, whatever else ran: the build's processes (and git's)
    // plus this process (forge, receiver, publishing, the poll). Not the browser's.
    const cpuMs =
      cpuBefore === null || cpuAfter === null
        ? null
        : cpuAfter - cpuBefore + Math.round((ownCpu.user + ownCpu.system) / 1000);
    log(`save → live: ${(ms / 1000).toFixed(1)} s`);

    if (!commit) commit = git(bare, ["rev-parse", "main"]);
    // Sveltia writes the entry's two languages (the English twin as it was) and nothing else.
    const files = git(bare, ["diff", "--name-only", before, commit]).split("\n");
    if (!files.includes(SECTION) || files.some((f) => f !== SECTION && f !== SECTION_EN)) {
      throw new Error(`the save committed ${files.join(", ")}`);
    }
    // The page's text came from the build of the save (its record ends before the poll saw it).
    const build = builtRecord(commit);
    if (!build) throw new Error(`the receiver has no build of ${commit}`);
    const phases = savePhases({ clickAt, commitSeenAt, visibleAt, build });
    const steps = build.log ? buildSteps(readFileSync(build.log, "utf8")).slice(0, 6) : [];
    log(
      `  phases: ${Object.entries(phases)
        .map(([name, value]) => `${name.replace(/Ms$/, "")} ${(value / 1000).toFixed(1)} s`)
        .join(", ")}`,
    );
    if (steps.length > 0) {
      log(
        `  longest Gatsby steps: ${steps.map((s) => `${s.step} ${(s.ms / 1000).toFixed(1)} s`).join(", ")}`,
      );
    }
    await context.close();
    return {
      ms,
      events,
      teachers,
      cold,
      commit,
      phases,
      cpuMs,
      receiverPhases: build.phases,
      gatsbySteps: steps,
      // The load averages (1, 5, 15 min) of the machine: a busy one makes every phase slower.
      loadAtClick,
      loadAfter: os.loadavg().map((n) => Math.round(n * 100) / 100),
    };
  } finally {
    await browser?.close();
    await site?.close();
    await forge?.close();
    await receiver?.close({ wait: true });
    await stub.close();
    rmSync(temp, { recursive: true, force: true });
  }
}
