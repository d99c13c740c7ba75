// `npm start`: the whole site on this machine with no real backend. Starts the stand-in school
// API, builds the site against it and serves the build, printing the address. Ctrl+C stops all.
//
// The editors' admin is at /admin/, against a stand-in forge (forge/server.mjs) over a bare copy
// of this repository's last commit, in a temp folder: saves become commits there, never here.
//
//   PORT      the site's port (default 9000)
//   API_PORT  the stand-in API's port (default 4010)
//   FORGE_PORT  the stand-in forge's port (default 4020)
//   SKIP_BUILD=1  serve the last build again (it must have been made by `npm start` with the
//                 same ports, since the API's address is written into the build)
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { withGatsbyHeap } from "./lib/gatsby-build.mjs";
import { exitOnSignal, startSite } from "./lib/static-server.mjs";
import { startStubProcess } from "./lib/stub-process.mjs";
import { startForge } from "../forge/server.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const sitePort = Number(process.env.PORT ?? 9000);
const apiPort = Number(process.env.API_PORT ?? 4010);
const forgePort = Number(process.env.FORGE_PORT ?? 4020);

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<void>}
 */
function build(env) {
  return new Promise((resolve, reject) => {
    const gatsby = path.join(ROOT, "node_modules", ".bin", "gatsby");
    if (!existsSync(gatsby)) reject(new Error("gatsby not found: run `npm ci` first."));
    const child = spawn(gatsby, ["build"], {
      cwd: ROOT,
      env: withGatsbyHeap(env),
      stdio: "inherit",
    });
    child.once("error", reject);
    child.once("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`gatsby build ended with exit code ${code}`)),
    );
  });
}

async function main() {
  const stub = await startStubProcess(apiPort);
  const apiUrl = stub.url;
  const siteUrl = `http://localhost:${sitePort}`;
  console.log(`[start] stand-in API at ${apiUrl}`);
  const forgeDir = mkdtempSync(path.join(os.tmpdir(), "iky-start-forge-"));
  const bare = path.join(forgeDir, "sitio.git");
  execFileSync("git", ["clone", "--quiet", "--bare", "--single-branch", ROOT, bare]);
  const branch = execFileSync("git", ["symbolic-ref", "--short", "HEAD"], {
    cwd: bare,
    encoding: "utf8",
  }).trim();
  const forge = await startForge({ repoDir: bare, port: forgePort, branch });
  console.log(`[start] stand-in forge at ${forge.url} (repository ${bare}, branch ${branch})`);
  if (process.env.SKIP_BUILD !== "1") {
    console.log("[start] Building the site against the stand-in API (1–2 minutes)…");
    await build({
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: "1",
      GATSBY_API_URL: apiUrl,
      GATSBY_SITE_URL: siteUrl,
      GATSBY_PLATFORM_URL: process.env.GATSBY_PLATFORM_URL ?? `${apiUrl}/plataforma`,
      GATSBY_CHECKOUT_ORIGINS: process.env.GATSBY_CHECKOUT_ORIGINS ?? apiUrl,
      GATSBY_MAP_TILE_URL: process.env.GATSBY_MAP_TILE_URL ?? `${apiUrl}/tiles/{z}/{x}/{y}.png`,
      CMS_FORGE_URL: forge.url,
      CMS_REPO: forge.repo,
      CMS_BRANCH: branch,
      CMS_CLIENT_ID: forge.clientId,
    });
  }
  const site = await startSite({
    publicDir: path.join(ROOT, "public"),
    port: sitePort,
    host: "127.0.0.1",
  });
  console.log("");
  console.log(`  IKY Yoga is at ${siteUrl}/`);
  console.log(
    `  (stand-in API at ${apiUrl}; student: ana@example.org / yoga1234, teacher: profe@example.org / yoga1234)`,
  );
  console.log(
    `  The editors' admin is at ${siteUrl}/admin/ ("Iniciar sesión con Gitea / Forgejo"); its saves are commits in ${bare}.`,
  );
  console.log("  Ctrl+C to stop.");
  exitOnSignal(async () => {
    await site.close();
    await forge.close();
    rmSync(forgeDir, { recursive: true, force: true });
    stub.stop();
  });
}

main().catch((error) => {
  console.error(`[start] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
