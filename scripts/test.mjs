// `npm test`: every check the project has, one step after the other, stopping at the first
// failure. The last line is `N passed, N failed`, the sum of every test runner's counts (jest,
// node --test, Playwright Test), each read from the runner's own machine-readable report.
//
//   1 prettier --check .          5 gatsby build against the stand-in API (once: step 8
//   2 eslint .                      serves this build with E2E_SKIP_BUILD=1)
//   3 jest                        6 tsc --noEmit (after the build: typegen writes
//   4 node --test stub-api/         src/gatsby-types.d.ts)
//     webhook/ bench/             7 tsc -p tsconfig.tools.json, for TYPED_TOOL_FOLDERS
//                                 8 playwright test
//
// E2E_SKIP_BUILD=1 skips step 5 when public/ already holds a build for this worktree's ports.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { findChromium } from "./lib/chromium.cjs";
import { ROOT, buildMatches, e2eSite } from "./lib/e2e-site.cjs";
import { playwrightCounts } from "./lib/playwright-counts.mjs";

/**
 * The folders of tsconfig.tools.json that already type-check clean. A folder joins when its
 * owner has cleared it; the aim is all of them (then step 7 can use the config as it is).
 */
const TYPED_TOOL_FOLDERS = ["scripts", "webhook", "stub-api", "art", "deploy"];

const bin = (/** @type {string} */ name) => path.join(ROOT, "node_modules", ".bin", name);
const temp = (/** @type {string} */ name) => path.join(os.tmpdir(), `iky-${name}-${process.pid}`);
const reports = {
  jest: temp("jest.json"),
  node: temp("node-test.json"),
  playwright: temp("playwright.json"),
  tsconfig: temp("tsconfig.tools.json"),
};

const totals = { passed: 0, failed: 0 };

/** @typedef {{ passed: number, failed: number }} Counts */

/** @type {{ title: string, run: () => Promise<boolean> }[]} */
const steps = [
  { title: "Formato (prettier --check .)", run: () => command(bin("prettier"), ["--check", "."]) },
  { title: "Lint (eslint .)", run: () => command(bin("eslint"), ["."]) },
  {
    title: "Pruebas unitarias (jest --ci)",
    run: async () => {
      const ok = await command(bin("jest"), [
        "--ci",
        "--passWithNoTests",
        "--json",
        `--outputFile=${reports.jest}`,
      ]);
      return count(readJson(reports.jest, jestCounts), ok);
    },
  },
  {
    title: "Pruebas de los servidores Node (node --test stub-api/ webhook/ bench/ deploy/)",
    run: async () => {
      const ok = await command(process.execPath, [
        "--test",
        "--test-reporter=spec",
        "--test-reporter-destination=stdout",
        `--test-reporter=${path.join(ROOT, "scripts", "lib", "node-test-counter.mjs")}`,
        `--test-reporter-destination=${reports.node}`,
        ...nodeTestFiles(["stub-api", "webhook", "bench", "deploy"]),
      ]);
      return count(readJson(reports.node, nodeCounts), ok);
    },
  },
  ...(process.env.E2E_SKIP_BUILD === "1" && buildMatches(e2eSite())
    ? []
    : [
        {
          title: "Compilación del sitio (gatsby build con la API de prueba)",
          run: () =>
            command(process.execPath, [path.join(ROOT, "scripts", "e2e-site.mjs"), "build"]),
        },
      ]),
  {
    title: "HTML válido en cada página compilada (validador Nu, vnu-jar)",
    run: () => command(process.execPath, [path.join(ROOT, "scripts", "check-html.mjs")]),
  },
  { title: "Tipos (tsc --noEmit)", run: () => command(bin("tsc"), ["--noEmit"]) },
  {
    title: `Tipos de las herramientas (tsc -p tsconfig.tools.json: ${TYPED_TOOL_FOLDERS.join(", ")})`,
    run: () => {
      writeFileSync(
        reports.tsconfig,
        JSON.stringify({
          extends: path.join(ROOT, "tsconfig.tools.json"),
          // Written outside the project: its type packages are looked up from the project.
          compilerOptions: { typeRoots: [path.join(ROOT, "node_modules", "@types")] },
          include: TYPED_TOOL_FOLDERS.flatMap((folder) => [
            path.join(ROOT, folder, "**", "*.mjs"),
            path.join(ROOT, folder, "**", "*.cjs"),
          ]),
          exclude: [path.join(ROOT, "node_modules")],
        }),
      );
      return command(bin("tsc"), ["-p", reports.tsconfig, "--noEmit"]);
    },
  },
  {
    title: "Pruebas en el navegador (playwright test)",
    run: async () => {
      const ok = await command(bin("playwright"), ["test"], {
        E2E_SKIP_BUILD: "1",
        PW_JSON_REPORT: reports.playwright,
      });
      return count(playwrightCounts(reports.playwright), ok);
    },
  },
];

/**
 * Adds a runner's counts; a failed runner that counted no failure still counts one.
 * @param {Counts} counts
 * @param {boolean} ok
 */
function count({ passed, failed }, ok) {
  totals.passed += passed;
  totals.failed += ok || failed > 0 ? failed : 1;
  return ok;
}

/**
 * @template T
 * @param {string} file
 * @param {(data: T) => Counts} pick
 * @returns {Counts}
 */
function readJson(file, pick) {
  try {
    return pick(JSON.parse(readFileSync(file, "utf8")));
  } catch {
    return { passed: 0, failed: 0 };
  }
}

/** @param {{ numPassedTests: number, numFailedTests: number, numRuntimeErrorTestSuites: number }} r */
const jestCounts = (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests + r.numRuntimeErrorTestSuites,
});

/** @param {Counts} r */
const nodeCounts = (r) => ({ passed: r.passed, failed: r.failed });

/**
 * `*.test.mjs` files under the given folders (named one by one: Node 20 reads no globs).
 * @param {string[]} folders
 */
function nodeTestFiles(folders) {
  return folders
    .filter((folder) => existsSync(path.join(ROOT, folder)))
    .flatMap((folder) =>
      readdirSync(path.join(ROOT, folder), { recursive: true })
        .map(String)
        .filter((entry) => entry.endsWith(".test.mjs") && !entry.includes("node_modules"))
        .map((entry) => path.join(folder, entry)),
    )
    .sort();
}

/**
 * Runs a command in the project, its output shown as it comes.
 * @param {string} file
 * @param {string[]} args
 * @param {Record<string, string>} [env] added to this process's environment
 * @returns {Promise<boolean>} whether it exited with 0
 */
function command(file, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(file, args, {
      cwd: ROOT,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env },
      stdio: ["ignore", "inherit", "inherit"],
    });
    child.once("error", (error) => {
      console.error(error.message);
      resolve(false);
    });
    child.once("close", (code) => resolve(code === 0));
  });
}

async function main() {
  const started = Date.now();
  /** @type {string | undefined} */
  let failedStep;
  try {
    // The browser tests come last; say at once, not after the build, that they cannot run.
    findChromium();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.log(`0 passed, 1 failed`);
    return 1;
  }
  for (const [index, step] of steps.entries()) {
    console.log(`\n━━━ [${index + 1}/${steps.length}] ${step.title} ━━━\n`);
    const stepStarted = Date.now();
    let ok;
    try {
      ok = await step.run();
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      ok = false;
    }
    const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
    console.log(`\n${ok ? "✔" : "✖"} ${step.title} (${seconds} s)`);
    if (!ok) {
      failedStep = step.title;
      break;
    }
  }
  for (const file of Object.values(reports)) rmSync(file, { force: true });

  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  console.log(
    failedStep
      ? `\nnpm test falló en: ${failedStep} (${minutes} min)`
      : `\nnpm test: todo en orden (${minutes} min)`,
  );
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  return failedStep || totals.failed > 0 ? 1 : 0;
}

main().then((code) => process.exit(code));
