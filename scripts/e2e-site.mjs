// The built site for the browser tests, made against the stand-in API (stub-api/):
//
//   node scripts/e2e-site.mjs build   gatsby build against the stand-in API (started here when
//                                     it is not already up), then public/.e2e-build.json
//   node scripts/e2e-site.mjs hostile the hostile build (e2e/hostile.spec.ts): against the
//                                     stand-in in its hostile mode, in a project of its own
//                                     (scripts/lib/e2e-site.cjs, HOSTILE_ROOT); E2E_SKIP_BUILD=1
//                                     reuses the one there
//   node scripts/e2e-site.mjs both    both builds, as `npm test` makes them, in a copy of this
//                                     project at a fixed path (BUILD_ROOT): the hostile build,
//                                     copied to HOSTILE_ROOT, then the site's on top of it (a
//                                     warm build, as the webhook's are), copied to public/;
//                                     E2E_SKIP_BUILD=1 reuses each one made for its ports
//   node scripts/e2e-site.mjs serve   what Playwright starts as its webServer: the build above
//                                     unless E2E_SKIP_BUILD=1 and public/ already holds a build
//                                     for these ports, then public/ served on the site port by
//                                     scripts/lib/static-server.mjs (the server of `npm start`)
//
// Ports and build variables: scripts/lib/e2e-site.cjs. Why the build happens here and not in a
// globalSetup: see playwright.config.ts.
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";
import { PUBLISH_BUILD_ENV, withGatsbyHeap } from "./lib/gatsby-build.mjs";
import { exitOnSignal, startSite } from "./lib/static-server.mjs";
import { startStubProcess, stubIsUp } from "./lib/stub-process.mjs";
import {
  BUILD_ROOT,
  HOST,
  HOSTILE_PUBLIC_DIR,
  HOSTILE_ROOT,
  PUBLIC_DIR,
  BUILD_INFO,
  ROOT,
  buildEnv,
  buildMatches,
  e2eSite,
  hostileSite,
  writeBuildInfo,
} from "./lib/e2e-site.cjs";

const log = (/** @type {string} */ message) => console.log(`[e2e-site] ${message}`);
const gatsby = path.join(ROOT, "node_modules", ".bin", "gatsby");

/**
 * Runs a command in the project and resolves with its exit code; SIGINT/SIGTERM pass on to it.
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @param {string} [cwd]
 * @returns {Promise<number>}
 */
function run(command, args, env, cwd = ROOT) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: "inherit" });
    const stop = () => child.kill("SIGTERM");
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
    child.once("error", reject);
    child.once("close", (code, signal) => {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/**
 * Settings for a build whose webpack cache a later build in the same project reads (`both`).
 */
const KEEP_WEBPACK_CACHE = Object.freeze({ IKY_WEBPACK_CACHE: "on" });

/**
 * `gatsby build` in `cwd` against the stand-in API of `site`, with `extra` settings on top.
 * @param {import("./lib/e2e-site.cjs").E2ESite} site
 * @param {NodeJS.ProcessEnv} [extra]
 * @param {string} [cwd]
 */
function gatsbyBuild(site, extra = {}, cwd = ROOT) {
  if (!existsSync(gatsby)) throw new Error("gatsby not found: run `npm ci`.");
  return run(
    gatsby,
    ["build"],
    withGatsbyHeap({
      // Gatsby's interactive (ink) output is unreadable once piped into a log.
      GATSBY_LOGGER: process.stdout.isTTY ? undefined : "yurnalist",
      // On CI the tree is thrown away after the run: webpack's persistent cache, which only a
      // later build in the same tree reads, is not written (8 s of a 60 s cold build, most of
      // it serialising the HTML renderer's modules), unless a later build will read it
      // (KEEP_WEBPACK_CACHE); nor the HTML renderer's source maps, which only an error message
      // of the build reads (22 s of renderer against 15 s). The pages built are the same.
      ...(process.env.CI ? { IKY_WEBPACK_CACHE: "off", IKY_RENDERER_MAPS: "off" } : {}),
      ...process.env,
      ...buildEnv(site),
      ...extra,
    }),
    cwd,
  );
}

/**
 * `gatsby build` against the stand-in API, then the record of the ports it was made for.
 * @param {NodeJS.ProcessEnv} [extra] settings on top
 * @param {string} [cwd] the project built: another one's build is copied here (takeBuild)
 */
export async function build(extra = {}, cwd = ROOT) {
  const site = e2eSite();
  // Until this build has succeeded, public/ holds no build to serve.
  rmSync(BUILD_INFO, { force: true });
  const stub = (await stubIsUp(site.apiUrl)) ? undefined : await startStubProcess(site.stubPort);
  try {
    log(`building against the stand-in API ${site.apiUrl}; the site will be at ${site.siteUrl}`);
    const code = await gatsbyBuild(site, extra, cwd);
    if (code !== 0) throw new Error(`gatsby build ended with exit code ${code}`);
  } finally {
    stub?.stop();
  }
  if (cwd !== ROOT) takeBuild(cwd);
  writeBuildInfo(site);
}

/**
 * Copies what a build in `project` made, which this project's tests and checks read: public/,
 * the client-only routes beside it (scripts/lib/static-server.mjs) and the query types that
 * `tsc --noEmit` reads.
 * @param {string} project
 */
function takeBuild(project) {
  rmSync(PUBLIC_DIR, { recursive: true, force: true });
  cpSync(path.join(project, "public"), PUBLIC_DIR, { recursive: true });
  for (const file of [path.join(".cache", "match-paths.json"), TYPES]) {
    const source = path.join(project, file);
    if (!existsSync(source)) continue;
    mkdirSync(path.dirname(path.join(ROOT, file)), { recursive: true });
    cpSync(source, path.join(ROOT, file));
  }
}

/** Entries of the project that a copy of it does not share: its own output and repository. */
const OWN_ENTRIES = new Set([".cache", "public", ".git", "test-results", "webhook-data"]);
/** The query types the site's build writes (GraphQL typegen), which `tsc --noEmit` reads. */
const TYPES = path.join("src", "gatsby-types.d.ts");
/**
 * Folders the hostile build's project gets as copies, not links: webpack and Parcel follow a
 * link to its real path, where Gatsby's own records (its static queries, its compiled
 * gatsby-config) name the project's path.
 */
const COPIED = new Set(["src", "content", "static", "plugins"]);

/**
 * Makes `target` a copy of this project for builds of its own: each entry copied (times kept:
 * Gatsby's caches go by them), or linked where `linked` says so; the copy's own output and
 * repository (OWN_ENTRIES) stay, and what is no longer here goes.
 * @param {string} target
 * @param {(entry: import("node:fs").Dirent) => boolean} linked
 */
function mirror(target, linked) {
  mkdirSync(target, { recursive: true });
  const entries = readdirSync(ROOT, { withFileTypes: true }).filter(
    (entry) => !OWN_ENTRIES.has(entry.name),
  );
  const names = new Set(entries.map((entry) => entry.name));
  for (const name of readdirSync(target)) {
    if (!OWN_ENTRIES.has(name) && !names.has(name)) {
      rmSync(path.join(target, name), { recursive: true, force: true });
    }
  }
  for (const entry of entries) {
    const source = path.join(ROOT, entry.name);
    const copy = path.join(target, entry.name);
    rmSync(copy, { recursive: true, force: true });
    if (linked(entry)) symlinkSync(source, copy);
    else cpSync(source, copy, { recursive: true, preserveTimestamps: true });
  }
}

/**
 * `gatsby build` in `cwd` against the stand-in API in its hostile mode, started on the hostile
 * build's API port for the time of the build.
 * @param {NodeJS.ProcessEnv} extra settings on top
 * @param {string} cwd
 */
async function hostileGatsbyBuild(extra, cwd) {
  const site = hostileSite();
  const stub = await startStubProcess(site.stubPort, { STUB_HOSTILE: "1" });
  try {
    log(`hostile build against ${site.apiUrl} (STUB_HOSTILE=1), in ${cwd}`);
    const code = await gatsbyBuild(site, extra, cwd);
    if (code !== 0) throw new Error(`hostile gatsby build exited with code ${code}`);
  } finally {
    stub.stop();
  }
}

/**
 * The hostile build (unless E2E_SKIP_BUILD=1 and HOSTILE_ROOT holds one for its ports): the project's files
 * linked into HOSTILE_ROOT, the stand-in API in its hostile mode on the build's API port, then
 * `gatsby build` there, as the webhook builds (no query types: they would be written into src/).
 */
export async function buildHostile() {
  const site = hostileSite();
  if (process.env.E2E_SKIP_BUILD === "1" && buildMatches(site, HOSTILE_PUBLIC_DIR)) {
    log(`E2E_SKIP_BUILD=1: the hostile build in ${HOSTILE_PUBLIC_DIR} is used`);
    return;
  }
  // Files and the site's own folders are copied, the rest linked (node_modules above all).
  mirror(HOSTILE_ROOT, (entry) => entry.isDirectory() && !COPIED.has(entry.name));
  await hostileGatsbyBuild(PUBLISH_BUILD_ENV, HOSTILE_ROOT);
  writeBuildInfo(site, HOSTILE_PUBLIC_DIR);
}

/**
 * Both builds for `npm test`, one after the other in BUILD_ROOT (a copy of this project whose
 * path never changes, with node_modules linked): the hostile build first, copied to
 * HOSTILE_PUBLIC_DIR, then the site's build on top of it, copied to public/ (takeBuild).
 * Then the admin test's webhook receiver builds the editors' saves there (e2e/admin.spec.ts)
 * on the caches these builds left: Gatsby's and webpack's caches hold the project's absolute
 * path, and in another folder they would not serve. The second is a warm build,
 * as the webhook's are (webhook/builds.mjs keeps Gatsby's .cache between builds): it sources the
 * stand-in's sample data afresh, drops the hostile records' nodes and pages, renders every page
 * again (the browser bundle changed with the API's address: patches/gatsby+5.16.1.patch), and
 * reuses webpack's work and the images both share. Measured alone on two cores: 54 s for the
 * hostile build and 21 s for the warm one, against 52 s and 43 s for two cold builds.
 * With E2E_SKIP_BUILD=1, a build already made for its ports is used as it is.
 */
export async function buildBoth() {
  const site = e2eSite();
  const hostile = hostileSite();
  if (process.env.E2E_SKIP_BUILD === "1" && buildMatches(site)) {
    log(`E2E_SKIP_BUILD=1: the build in public/ is used (ports ${site.stubPort}/${site.sitePort})`);
    await buildHostile();
    return;
  }
  rmSync(BUILD_INFO, { force: true });
  // On CI, a run starts from nothing, as a fresh clone's does.
  if (process.env.CI) rmSync(BUILD_ROOT, { recursive: true, force: true });
  // Copies, not links: the receiver's `git reset --hard` writes into this folder.
  mirror(BUILD_ROOT, (entry) => entry.name === "node_modules");
  await hostileGatsbyBuild(KEEP_WEBPACK_CACHE, BUILD_ROOT);
  // The whole hostile project goes: a cache of its own there would not match this public/.
  rmSync(HOSTILE_ROOT, { recursive: true, force: true });
  mkdirSync(HOSTILE_ROOT, { recursive: true });
  cpSync(path.join(BUILD_ROOT, "public"), HOSTILE_PUBLIC_DIR, { recursive: true });
  writeBuildInfo(hostile, HOSTILE_PUBLIC_DIR);
  await build(KEEP_WEBPACK_CACHE, BUILD_ROOT);
}

/**
 * Builds when needed, then serves public/ until stopped, with the static server `npm start` and
 * the bench use: it answers as `gatsby serve` does, but sends files as they are, where `gatsby
 * serve` compresses every response again (7 % of the browser tests' CPU went to it:
 * 11 s of 148 s on four spec files, against 2.4 s now).
 */
async function serve() {
  const site = e2eSite();
  if (process.env.E2E_SKIP_BUILD === "1" && buildMatches(site)) {
    log(`E2E_SKIP_BUILD=1: serving the build in public/ (ports ${site.stubPort}/${site.sitePort})`);
  } else {
    if (process.env.E2E_SKIP_BUILD === "1") {
      log("E2E_SKIP_BUILD=1, but public/ holds no build for these ports: building");
    }
    await build();
  }
  const served = await startSite({ publicDir: PUBLIC_DIR, port: site.sitePort, host: HOST });
  log(`serving public/ at ${served.url}`);
  exitOnSignal(served.close);
}

const [mode] = process.argv.slice(2);
const modes = { build, serve, hostile: buildHostile, both: buildBoth };
if (mode === "build" || mode === "serve" || mode === "hostile" || mode === "both") {
  modes[mode]().catch((error) => {
    console.error(`[e2e-site] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
} else if (mode !== undefined) {
  console.error("Usage: node scripts/e2e-site.mjs build | serve | hostile | both");
  process.exit(2);
}
