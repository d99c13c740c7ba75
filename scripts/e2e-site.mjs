// The built site for the browser tests, made against the stand-in API (stub-api/):
//
//   node scripts/e2e-site.mjs build   gatsby build against the stand-in API (started here when
//                                     it is not already up), then public/.e2e-build.json
//   node scripts/e2e-site.mjs serve   what Playwright starts as its second webServer: the build
//                                     above unless E2E_SKIP_BUILD=1 and public/ already holds a
//                                     build for these ports, then `gatsby serve` on the site port
//
// Ports and build variables: scripts/lib/e2e-site.cjs. Why the build happens here and not in a
// globalSetup: see playwright.config.ts.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { withGatsbyHeap } from "./lib/gatsby-build.mjs";
import { startStubProcess, stubIsUp } from "./lib/stub-process.mjs";
import { HOST, ROOT, buildEnv, buildMatches, e2eSite, writeBuildInfo } from "./lib/e2e-site.cjs";

const log = (/** @type {string} */ message) => console.log(`[e2e-site] ${message}`);
const gatsby = path.join(ROOT, "node_modules", ".bin", "gatsby");

/**
 * Runs a command in the project and resolves with its exit code; SIGINT/SIGTERM pass on to it.
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<number>}
 */
function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: "inherit" });
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

/** `gatsby build` against the stand-in API, then the record of the ports it was made for. */
export async function build() {
  const site = e2eSite();
  if (!existsSync(gatsby)) throw new Error("gatsby not found: run `npm ci`.");
  const stub = (await stubIsUp(site.apiUrl)) ? undefined : await startStubProcess(site.stubPort);
  try {
    log(`building against the stand-in API ${site.apiUrl}; the site will be at ${site.siteUrl}`);
    const code = await run(
      gatsby,
      ["build"],
      withGatsbyHeap({
        // Gatsby's interactive (ink) output is unreadable once piped into a log.
        GATSBY_LOGGER: process.stdout.isTTY ? undefined : "yurnalist",
        // On CI the tree is thrown away after the run: webpack's persistent cache, which only a
        // later build in the same tree reads, is not written (8 s of a 60 s cold build, most of
        // it serialising the HTML renderer's modules). The pages built are the same.
        ...(process.env.CI ? { IKY_WEBPACK_CACHE: "off" } : {}),
        ...process.env,
        ...buildEnv(site),
      }),
    );
    if (code !== 0) throw new Error(`gatsby build ended with exit code ${code}`);
  } finally {
    stub?.stop();
  }
  writeBuildInfo(site);
}

/** Builds when needed, then hands the site to `gatsby serve` until stopped. */
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
  const code = await run(gatsby, ["serve", "--port", String(site.sitePort), "--host", HOST], {
    ...process.env,
    GATSBY_TELEMETRY_DISABLED: "1",
  });
  process.exit(code);
}

const [mode] = process.argv.slice(2);
if (mode === "build" || mode === "serve") {
  (mode === "build" ? build() : serve()).catch((error) => {
    console.error(`[e2e-site] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
} else if (mode !== undefined) {
  console.error("Uso: node scripts/e2e-site.mjs build | serve");
  process.exit(2);
}
