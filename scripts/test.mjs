// `npm test`: every check the project has, stopping at the first failure (docs/testing.md). The
// checks before the browser tests run two at a time, one per core: each starts once a slot is
// free and the steps it waits for have passed (the Nu HTML checker and tsc need the builds: they
// write the pages and src/gatsby-types.d.ts), the longest first, so the two slots end together.
// Then `playwright test` alone, serving the two builds (scripts/e2e-site.mjs both: the hostile
// one for e2e/hostile.spec.ts, then the site against the stand-in API on top of it).
// prettier, eslint and both tsc runs keep caches in node_modules/.cache/ (CACHE): a run in the
// same tree rechecks only what changed since the last one. Each cache is keyed on the files'
// contents and the tool's settings and version, and the lint has no type-aware rule (one
// file's result never depends on another's), so a cached run finds what a full one would.
// While two steps run at once, each keeps its output and prints it whole when it ends, with its
// time. The last line is `N passed, N failed`, summed from the runners' own JSON reports.
// E2E_SKIP_BUILD=1 skips each build already made for this worktree's ports.
import { AsyncLocalStorage } from "node:async_hooks";
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { findChromium } from "./lib/chromium.cjs";
import { ROOT } from "./lib/e2e-site.cjs";
import { playwrightCounts } from "./lib/playwright-counts.mjs";

/** Folders whose `*.test.mjs` files node --test runs (named one by one: Node 20 reads no globs). */
const NODE_TEST_FOLDERS = ["stub-api", "webhook", "bench", "deploy", "scripts", "patches"];

const bin = (/** @type {string} */ name) => path.join(ROOT, "node_modules", ".bin", name);
/** The checks' caches: under node_modules/, so never committed, and gone with a fresh `npm ci`. */
const CACHE = path.join(ROOT, "node_modules", ".cache");
const report = (/** @type {string} */ name) => path.join(os.tmpdir(), `iky-${name}-${process.pid}`);
const reports = {
  jest: report("jest.json"),
  node: report("node-test.json"),
  playwright: report("playwright.json"),
};

/** @typedef {{ passed: number, failed: number }} Counts */
/** @typedef {{ title: string, run: () => Promise<boolean> }} Step */

/**
 * One step per check; a step runs a command and, when its runner reports counts, adds them.
 * A new check is one more entry here and one more in `checks` below.
 * @satisfies {Record<string, Step>}
 */
const step = {
  prettier: {
    title: "Format (prettier --check .)",
    run: () =>
      run(bin("prettier"), [
        "--check",
        ".",
        "--cache",
        "--cache-strategy=content",
        `--cache-location=${path.join(CACHE, "prettier", ".prettier-cache")}`,
      ]),
  },
  eslint: {
    title: "Lint (eslint .)",
    run: () =>
      run(bin("eslint"), [
        ".",
        "--cache",
        "--cache-strategy=content",
        `--cache-location=${path.join(CACHE, "eslint", ".eslintcache")}`,
      ]),
  },
  jest: {
    title: "Unit and component tests (jest --ci)",
    run: () =>
      counted(run(bin("jest"), ["--ci", "--json", `--outputFile=${reports.jest}`]), () => {
        /** @type {{ numPassedTests: number, numFailedTests: number, numRuntimeErrorTestSuites: number }} */
        const r = JSON.parse(readFileSync(reports.jest, "utf8"));
        return { passed: r.numPassedTests, failed: r.numFailedTests + r.numRuntimeErrorTestSuites };
      }),
  },
  toolTypes: {
    title: "Types of the tools (tsc -p tsconfig.tools.json)",
    run: () => run(bin("tsc"), ["-p", "tsconfig.tools.json", "--noEmit", ...incremental("tools")]),
  },
  node: {
    title: `Node tests (node --test ${NODE_TEST_FOLDERS.map((f) => `${f}/`).join(" ")})`,
    run: () =>
      counted(
        run(process.execPath, [
          "--test",
          "--test-reporter=spec",
          "--test-reporter-destination=stdout",
          `--test-reporter=${path.join(ROOT, "scripts", "lib", "node-test-counter.mjs")}`,
          `--test-reporter-destination=${reports.node}`,
          ...nodeTestFiles(),
        ]),
        () => JSON.parse(readFileSync(reports.node, "utf8")),
      ),
  },
  builds: {
    title: "Site builds (gatsby build: the hostile one, then the site's on top of it)",
    run: () => run(process.execPath, [path.join(ROOT, "scripts", "e2e-site.mjs"), "both"]),
  },
  html: {
    title: "Valid HTML on every built page (Nu checker, vnu-jar)",
    run: () => run(process.execPath, [path.join(ROOT, "scripts", "check-html.mjs")]),
  },
  types: {
    title: "Types (tsc --noEmit)",
    run: () => run(bin("tsc"), ["--noEmit", ...incremental("site")]),
  },
  browser: {
    title: "Browser tests (playwright test)",
    run: () =>
      counted(
        run(bin("playwright"), ["test"], {
          E2E_SKIP_BUILD: "1",
          PW_JSON_REPORT: reports.playwright,
        }),
        () => playwrightCounts(reports.playwright),
      ),
  },
};

/** How many checks run at once before the browser tests: the machine's two cores. */
const SLOTS = 2;
/**
 * The checks before the browser tests, longest first (times of a fresh clone in CI), each with
 * the steps that must have passed before it starts. A new check is one more entry here.
 * @type {{ step: Step, after?: Step[] }[]}
 */
const checks = [
  { step: step.builds }, // about 100 s
  { step: step.jest }, // 40 s
  { step: step.node }, // 28 s
  { step: step.prettier }, // 16 s
  { step: step.types, after: [step.builds] }, // 12 s: the build writes src/gatsby-types.d.ts
  { step: step.eslint }, // 11 s
  { step: step.html, after: [step.builds] }, // 9 s: the Nu checker reads the built pages
  { step: step.toolTypes }, // 9 s
];
const numbered = new Map(
  [...checks.map((check) => check.step), step.browser].map((one, index) => [one, index + 1]),
);
const totals = { passed: 0, failed: 0 };

/**
 * Adds a runner's counts once it has run; a failed run that reported no failure counts one.
 * @param {Promise<boolean>} running
 * @param {() => Counts} read the runner's report
 */
async function counted(running, read) {
  const ok = await running;
  let counts = { passed: 0, failed: 0 };
  try {
    counts = read();
  } catch {
    // No report: the runner did not get as far as writing it.
  }
  totals.passed += counts.passed;
  totals.failed += ok || counts.failed > 0 ? counts.failed : 1;
  return ok;
}

/**
 * tsc's flags to reuse what its last run in this tree learnt (--incremental: it rechecks what
 * changed, and says exactly what a full check says).
 * @param {string} name
 */
function incremental(name) {
  return ["--incremental", "--tsBuildInfoFile", path.join(CACHE, "tsc", `${name}.tsbuildinfo`)];
}

function nodeTestFiles() {
  return NODE_TEST_FOLDERS.filter((folder) => existsSync(path.join(ROOT, folder)))
    .flatMap((folder) =>
      readdirSync(path.join(ROOT, folder), { recursive: true })
        .map(String)
        .filter((entry) => entry.endsWith(".test.mjs") && !entry.includes("node_modules"))
        .map((entry) => path.join(folder, entry)),
    )
    .sort();
}

/** Where the running step's output goes: its own buffer while another step runs beside it. */
const buffers = new AsyncLocalStorage();

/**
 * Runs a command in the project; resolves with whether it exited with 0.
 * @param {string} file
 * @param {string[]} args
 * @param {Record<string, string>} [env] added to this process's environment
 * @returns {Promise<boolean>}
 */
function run(file, args, env = {}) {
  /** @type {{ text: string } | undefined} */
  const buffer = buffers.getStore();
  return new Promise((resolve) => {
    const child = spawn(file, args, {
      cwd: ROOT,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env },
      stdio: ["ignore", buffer ? "pipe" : "inherit", buffer ? "pipe" : "inherit"],
    });
    const keep = (/** @type {Buffer} */ chunk) => buffer && (buffer.text += chunk);
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    child.once("error", (error) => {
      if (buffer) buffer.text += `${error.message}\n`;
      else console.error(error.message);
      resolve(false);
    });
    child.once("close", (code) => resolve(code === 0));
  });
}

/** @type {string | undefined} */
let failedStep;

/**
 * Runs one step and prints its result; a failure is recorded in `failedStep`.
 * @param {Step} one
 * @param {boolean} alone whether no other step runs beside it (then output streams live)
 */
async function runStep(one, alone) {
  const header = `\n━━━ [${numbered.get(one)}/${numbered.size}] ${one.title} ━━━\n`;
  if (alone) console.log(header);
  const buffer = alone ? undefined : { text: "" };
  const started = Date.now();
  const ok = await buffers.run(buffer, () =>
    one.run().catch((error) => {
      const message = `${error instanceof Error ? error.message : error}\n`;
      if (buffer) buffer.text += message;
      else process.stderr.write(message);
      return false;
    }),
  );
  if (buffer) process.stdout.write(`${header}\n${buffer.text}`);
  console.log(`\n${ok ? "✔" : "✖"} ${one.title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) failedStep ??= one.title;
}

/**
 * The checks, `SLOTS` at a time: each slot takes the first check whose `after` steps have passed,
 * until none is left or one has failed. A slot with nothing ready waits for the other's step.
 */
async function runChecks() {
  const waiting = [...checks];
  const passed = new Set();
  /** @type {Set<Promise<void>>} */
  const running = new Set();
  while (!failedStep && (waiting.length > 0 || running.size > 0)) {
    const ready = waiting.findIndex(({ after = [] }) => after.every((one) => passed.has(one)));
    if (ready === -1 && running.size === 0) {
      throw new Error(`No step can start: ${waiting.map((check) => check.step.title).join(", ")}`);
    }
    if (ready === -1 || running.size === SLOTS) {
      await Promise.race(running);
      continue;
    }
    const one = /** @type {Step} */ (waiting.splice(ready, 1)[0]?.step);
    const done = runStep(one, false).then(() => {
      running.delete(done);
      if (!failedStep) passed.add(one);
    });
    running.add(done);
  }
  await Promise.all(running);
}

async function main() {
  const began = Date.now();
  try {
    // The browser tests come last; say at once, not after the build, that they cannot run.
    findChromium();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.log("0 passed, 1 failed");
    return 1;
  }
  await runChecks();
  if (!failedStep) await runStep(step.browser, true);
  for (const file of Object.values(reports)) rmSync(file, { force: true });
  const minutes = ((Date.now() - began) / 60000).toFixed(1);
  console.log(
    failedStep
      ? `\nnpm test failed at: ${failedStep} (${minutes} min)`
      : `\nnpm test: all checks passed (${minutes} min)`,
  );
  // A step that failed without a runner's count (format, lint, build, types) is one failure.
  if (failedStep && totals.failed === 0) totals.failed = 1;
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  return failedStep || totals.failed > 0 ? 1 : 0;
}

main().then((code) => process.exit(code));
