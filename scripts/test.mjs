// `npm test`: every check the project has, stopping at the first failure. The last line is
// `N passed, N failed`, the sum of every test runner's counts (jest, node --test, Playwright
// Test), each read from the runner's own machine-readable report.
//
// Two lanes run side by side, then the browser tests alone:
//   lane 1 (needs no build)            lane 2 (the build and what reads it)
//     prettier --check .                 gatsby build against the stand-in API (once: the
//     eslint .                             browser tests serve it with E2E_SKIP_BUILD=1)
//     jest                               Nu HTML checker on every built page
//     tsc -p tsconfig.tools.json         tsc --noEmit (after the build: typegen writes
//     node --test stub-api/ webhook/       src/gatsby-types.d.ts)
//       bench/ deploy/ scripts/
//     the hostile build (its own project,
//       e2e/hostile.spec.ts), beside lane 2
//   then: playwright test
// While two steps run at once, each step's output is kept and printed whole when it ends, with
// its time; the browser tests, alone, print as they go. After a failure no new step starts.
//
// E2E_SKIP_BUILD=1 skips the build when public/ already holds a build for this worktree's ports.
import { AsyncLocalStorage } from "node:async_hooks";
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
const TYPED_TOOL_FOLDERS = ["scripts", "webhook", "stub-api", "art", "deploy", "bench"];

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

/** @typedef {{ title: string, run: () => Promise<boolean> }} Step */
/** @typedef {{ output: (text: string) => void }} Sink */

/** @satisfies {Record<string, Step>} */
const step = {
  prettier: {
    title: "Formato (prettier --check .)",
    run: () => command(bin("prettier"), ["--check", "."]),
  },
  eslint: { title: "Lint (eslint .)", run: () => command(bin("eslint"), ["."]) },
  jest: {
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
  node: {
    title:
      "Pruebas de los servidores Node (node --test stub-api/ webhook/ bench/ deploy/ scripts/)",
    run: async () => {
      const ok = await command(process.execPath, [
        "--test",
        "--test-reporter=spec",
        "--test-reporter-destination=stdout",
        `--test-reporter=${path.join(ROOT, "scripts", "lib", "node-test-counter.mjs")}`,
        `--test-reporter-destination=${reports.node}`,
        ...nodeTestFiles(["stub-api", "webhook", "bench", "deploy", "scripts"]),
      ]);
      return count(readJson(reports.node, nodeCounts), ok);
    },
  },
  build: {
    title: "Compilación del sitio (gatsby build con la API de prueba)",
    run: () => command(process.execPath, [path.join(ROOT, "scripts", "e2e-site.mjs"), "build"]),
  },
  hostileBuild: {
    title: "Compilación hostil (gatsby build con STUB_HOSTILE=1, para e2e/hostile.spec.ts)",
    run: () => command(process.execPath, [path.join(ROOT, "scripts", "e2e-site.mjs"), "hostile"]),
  },
  html: {
    title: "HTML válido en cada página compilada (validador Nu, vnu-jar)",
    run: () => command(process.execPath, [path.join(ROOT, "scripts", "check-html.mjs")]),
  },
  types: { title: "Tipos (tsc --noEmit)", run: () => command(bin("tsc"), ["--noEmit"]) },
  toolTypes: {
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
  browser: {
    title: "Pruebas en el navegador (playwright test)",
    run: async () => {
      const ok = await command(bin("playwright"), ["test"], {
        E2E_SKIP_BUILD: "1",
        PW_JSON_REPORT: reports.playwright,
      });
      return count(playwrightCounts(reports.playwright), ok);
    },
  },
};

const skipBuild = process.env.E2E_SKIP_BUILD === "1" && buildMatches(e2eSite());
/** Steps in one lane run one after the other; the lanes of a stage run side by side. */
const stages = [
  [
    [step.prettier, step.eslint, step.jest, step.toolTypes, step.node, step.hostileBuild],
    [...(skipBuild ? [] : [step.build]), step.html, step.types],
  ],
  [[step.browser]],
];
const numbered = new Map(stages.flat(2).map((one, index) => [one, index + 1]));

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
 * Where the output of the step now running goes: the terminal, or the step's own buffer while
 * another step runs beside it. Each lane runs in its own async context.
 */
const sinks = new AsyncLocalStorage();

/**
 * Runs a command in the project; its output goes to the running step's sink (or straight to
 * the terminal when the step runs alone).
 * @param {string} file
 * @param {string[]} args
 * @param {Record<string, string>} [env] added to this process's environment
 * @returns {Promise<boolean>} whether it exited with 0
 */
function command(file, args, env = {}) {
  /** @type {Sink | undefined} */
  const sink = sinks.getStore();
  return new Promise((resolve) => {
    const child = spawn(file, args, {
      cwd: ROOT,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env },
      stdio: ["ignore", sink ? "pipe" : "inherit", sink ? "pipe" : "inherit"],
    });
    child.stdout?.on("data", (chunk) => sink?.output(String(chunk)));
    child.stderr?.on("data", (chunk) => sink?.output(String(chunk)));
    child.once("error", (error) => {
      if (sink) sink.output(`${error.message}\n`);
      else console.error(error.message);
      resolve(false);
    });
    child.once("close", (code) => resolve(code === 0));
  });
}

/** @type {string | undefined} */
let failedStep;

/**
 * Runs one step: shows its title and, when it ends, its output (if kept), result and time.
 * @param {Step} one
 * @param {boolean} alone whether no other step runs beside it
 */
async function runStep(one, alone) {
  const header = `\n━━━ [${numbered.get(one)}/${numbered.size}] ${one.title} ━━━\n`;
  let kept = "";
  const sink = alone ? undefined : { output: (/** @type {string} */ text) => (kept += text) };
  if (alone) console.log(header);
  const stepStarted = Date.now();
  let ok;
  let problem = "";
  try {
    ok = await sinks.run(sink, () => one.run());
  } catch (error) {
    problem = `${error instanceof Error ? error.message : error}\n`;
    ok = false;
  }
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (!alone) process.stdout.write(`${header}\n${kept}`);
  if (problem) process.stderr.write(problem);
  console.log(`\n${ok ? "✔" : "✖"} ${one.title} (${seconds} s)`);
  if (!ok) failedStep ??= one.title;
  return ok;
}

/**
 * The steps of one lane in order, until one fails (here or in another lane).
 * @param {Step[]} lane
 * @param {boolean} alone
 */
async function runLane(lane, alone) {
  for (const one of lane) {
    if (failedStep) return;
    if (!(await runStep(one, alone))) return;
  }
}

async function main() {
  const began = Date.now();
  try {
    // The browser tests come last; say at once, not after the build, that they cannot run.
    findChromium();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.log(`0 passed, 1 failed`);
    return 1;
  }
  for (const lanes of stages) {
    if (failedStep) break;
    await Promise.all(lanes.map((lane) => runLane(lane, lanes.length === 1)));
  }
  for (const file of Object.values(reports)) rmSync(file, { force: true });

  const minutes = ((Date.now() - began) / 60000).toFixed(1);
  console.log(
    failedStep
      ? `\nnpm test falló en: ${failedStep} (${minutes} min)`
      : `\nnpm test: todo en orden (${minutes} min)`,
  );
  // A step that failed without a runner's count (format, lint, build, types) is one failure.
  if (failedStep && totals.failed === 0) totals.failed = 1;
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  return failedStep || totals.failed > 0 ? 1 : 0;
}

main().then((code) => process.exit(code));
