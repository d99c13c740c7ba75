// Browser tests against the built site (`npm run test:e2e`).
//
// The API's URL is baked into the build, so the stand-in API's port and the site's port are
// chosen before `gatsby build` and recorded in public/.e2e-build.json; a run without a build
// starts both servers on those same ports.
//
//   node e2e/run.mjs                       build with the stand-in API, then run every test
//   node e2e/run.mjs --build-only          only build (and record the ports)
//   node e2e/run.mjs --skip-build          only test the last build (also E2E_SKIP_BUILD=1)
//   node e2e/run.mjs e2e/home.test.mjs     only these files (a path, or part of one)
//   node e2e/run.mjs --test-name-pattern=404   options for `node --test` pass through
//
// Environment: E2E_STUB_PORT, E2E_SITE_PORT (ports for a build; free ones otherwise),
// E2E_CONCURRENCY (test files at once, default 1: the stand-in API holds state),
// E2E_TEST_TIMEOUT (ms per test, default 120000), CHROME_PATH. The tests get E2E_BASE_URL,
// E2E_API_URL and CHROME_PATH.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { findChromium } from "./browser.mjs";
import { startSite } from "./server.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const E2E_DIR = path.join(ROOT, "e2e");
const PUBLIC_DIR = path.join(ROOT, "public");
const BUILD_INFO = path.join(PUBLIC_DIR, ".e2e-build.json");
const HOST = "127.0.0.1";

const log = (message) => console.log(`[e2e] ${message}`);

/** A port that is free right now: listen on 0, read it, close. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once("error", reject);
    server.listen(0, HOST, () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

async function startStubApi(port) {
  const modulePath = path.join(ROOT, "stub-api", "server.mjs");
  if (!existsSync(modulePath)) {
    throw new Error(`No existe ${path.relative(ROOT, modulePath)}: falta la API de prueba.`);
  }
  const { startStub } = await import(pathToFileURL(modulePath).href);
  const stub = await startStub({ port, quiet: true });
  return { ...stub, url: String(stub.url).replace(/\/+$/, "") };
}

const portFromEnv = (name) => (process.env[name] ? Number(process.env[name]) : undefined);

/**
 * `gatsby build` against the stand-in API, then public/.e2e-build.json with the ports used.
 * @returns {Promise<{ stubPort: number, sitePort: number, apiUrl: string, siteUrl: string }>}
 */
export async function buildSite() {
  const stubPort = portFromEnv("E2E_STUB_PORT") ?? (await freePort());
  const sitePort = portFromEnv("E2E_SITE_PORT") ?? (await freePort());
  const siteUrl = `http://${HOST}:${sitePort}`;
  const stub = await startStubApi(stubPort);
  try {
    log(`API de prueba en ${stub.url}; el sitio se servirá en ${siteUrl}`);
    const gatsby = path.join(ROOT, "node_modules", ".bin", "gatsby");
    if (!existsSync(gatsby)) throw new Error("No se encontró gatsby: ejecuta `npm ci`.");
    const code = await run(gatsby, ["build"], {
      env: {
        // Gatsby's interactive (ink) output is unreadable once piped into a log.
        GATSBY_LOGGER: process.stdout.isTTY ? undefined : "yurnalist",
        ...process.env,
        GATSBY_TELEMETRY_DISABLED: "1",
        GATSBY_API_URL: stub.url,
        GATSBY_SITE_URL: siteUrl,
        GATSBY_PLATFORM_URL: `${stub.url}/plataforma`,
        GATSBY_CHECKOUT_ORIGINS: stub.url,
        GATSBY_MAP_TILE_URL: `${stub.url}/tiles/{z}/{x}/{y}.png`,
      },
    });
    if (code !== 0) throw new Error(`gatsby build terminó con código ${code}`);
  } finally {
    await stub.close();
  }
  const info = { stubPort, sitePort, apiUrl: stub.url, siteUrl, builtAt: new Date().toISOString() };
  writeFileSync(BUILD_INFO, `${JSON.stringify(info, null, 2)}\n`);
  return info;
}

function readBuildInfo() {
  if (!existsSync(BUILD_INFO)) {
    throw new Error(
      "No hay una compilación para las pruebas (public/.e2e-build.json): ejecuta " +
        "`npm run test:e2e` sin E2E_SKIP_BUILD, o `node e2e/run.mjs --build-only`.",
    );
  }
  return JSON.parse(readFileSync(BUILD_INFO, "utf8"));
}

/** The e2e/**\/*.test.mjs files, narrowed by paths or parts of paths when given. */
export function testFiles(filters = []) {
  const all = readdirSync(E2E_DIR, { recursive: true })
    .map((entry) => path.join(E2E_DIR, String(entry)))
    .filter((file) => file.endsWith(".test.mjs"))
    .sort();
  if (filters.length === 0) return all;
  return all.filter((file) =>
    filters.some((filter) => {
      const absolute = path.resolve(filter);
      return file === absolute || path.relative(ROOT, file).includes(filter);
    }),
  );
}

/**
 * Servers up on the last build's ports, `node --test` over the chosen files, servers down.
 * @param {{ filters?: string[], nodeArgs?: string[] }} [options]
 * @returns {Promise<{ code: number, passed: number, failed: number }>}
 */
export async function runTests({ filters = [], nodeArgs = [] } = {}) {
  const chromePath = findChromium();
  const files = testFiles(filters);
  if (files.length === 0) {
    throw new Error(`Ninguna prueba e2e coincide con: ${filters.join(" ") || "e2e/**/*.test.mjs"}`);
  }
  const info = readBuildInfo();
  const stub = await startStubApi(info.stubPort);
  let site;
  try {
    site = await startSite({ publicDir: PUBLIC_DIR, port: info.sitePort, host: HOST });
    log(`sitio en ${site.url}, API de prueba en ${info.apiUrl}, Chromium ${chromePath}`);
    const output = [];
    const code = await run(
      process.execPath,
      [
        "--test",
        `--test-concurrency=${process.env.E2E_CONCURRENCY ?? 1}`,
        "--test-reporter=spec",
        `--test-timeout=${process.env.E2E_TEST_TIMEOUT ?? 120000}`,
        ...nodeArgs,
        ...files.map((file) => path.relative(ROOT, file)),
      ],
      {
        env: {
          ...process.env,
          E2E_BASE_URL: site.url,
          E2E_API_URL: info.apiUrl,
          CHROME_PATH: chromePath,
        },
        onStdout: (chunk) => output.push(chunk),
      },
    );
    return { code, ...countResults(output.join("")) };
  } finally {
    await site?.close();
    await stub.close();
  }
}

/** Totals from the spec reporter's closing lines (`ℹ pass 3`, `ℹ fail 0`). */
export function countResults(text) {
  // eslint-disable-next-line no-control-regex
  const plain = text.replace(/\u001b\[[0-9;]*m/g, "");
  const count = (label) => Number(plain.match(new RegExp(`^ℹ ${label} (\\d+)$`, "m"))?.[1] ?? 0);
  return { passed: count("pass"), failed: count("fail") };
}

/** Runs a command in the project; stdout is echoed and, when asked, also handed over. */
function run(command, args, { env = process.env, onStdout } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env,
      stdio: ["ignore", onStdout ? "pipe" : "inherit", "inherit"],
    });
    child.stdout?.on("data", (chunk) => {
      process.stdout.write(chunk);
      onStdout?.(chunk.toString());
    });
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

async function main(argv) {
  const buildOnly = argv.includes("--build-only");
  const skipBuild = argv.includes("--skip-build") || process.env.E2E_SKIP_BUILD === "1";
  const nodeArgs = argv.filter((arg) => arg.startsWith("--test-"));
  const filters = argv.filter((arg) => !arg.startsWith("--"));

  if (!buildOnly) findChromium();
  if (!skipBuild) await buildSite();
  if (buildOnly) return 0;
  const { code } = await runTests({ filters, nodeArgs });
  return code;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  // Exit explicitly: a server's lingering keep-alive socket must not hold the run open.
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(`[e2e] ${error.message}`);
      process.exit(1);
    },
  );
}
