// `npm test`: every check the project has, stopping at the first failure (docs/testing.md).
// Three lanes run side by side (`lanes` below): the builds and then the browser tests; at a
// lower priority, jest and node --test; and at the lowest, the checks that only read files
// (format, lint, both tsc runs, the Nu HTML checker). The last two use the CPU that the builds
// and the browsers leave idle.
// The browser tests serve the two builds (scripts/e2e-site.mjs both: the hostile one for
// e2e/hostile.spec.ts, then the site against the stand-in API on top of it).
// prettier, eslint and both tsc runs keep caches in node_modules/.cache/ (CACHE): a run in the
// same tree rechecks only what changed since the last one. Each cache is keyed on the files'
// contents and the tool's settings and version, and the lint has no type-aware rule (one
// file's result never depends on another's), so a cached run finds what a full one would.
// The browser tests print as they run; every other step keeps its output and prints it whole
// when it ends (after the browser tests, if they are printing), with its time. The last line is
// `N passed, N failed`, summed from the runners' own JSON reports.
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
const NODE_TEST_FOLDERS = ["stub-api", "forge", "webhook", "bench", "deploy", "scripts", "patches"];

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

/**
 * @typedef {{ step: Step, after?: Step }} Entry a step, and the one that must have passed first
 * @typedef {{ nice: number, entries: Entry[] }} Lane steps run one after another, at a priority
 */
/**
 * Three lanes run side by side, each step in its lane's order (times of a fresh clone in CI):
 * - the builds, then the browser tests the moment they have passed: the longest chain, at the
 *   normal priority;
 * - beside them, jest and node --test, at nice 10: they fill what the builds leave idle and
 *   yield most of the CPU to them (the builds take 90 s instead of 103 s), yet still get a
 *   share. They time things (Testing Library's waits, the webhook's soak and grace periods), so
 *   they are not starved as the third lane may be;
 * - the checks that only read files, at the lowest priority (nice 19): they run on the CPU the
 *   builds and the browsers leave idle (a sixth of it during the browser tests) and give it back
 *   whenever those ask for it.
 * With all three beside each other, the browser tests no longer wait for the other checks.
 * When the first lane ends, what still runs in the others goes up to the normal priority
 * (raiseAll).
 * A new check is one more entry in a lane.
 * @type {Lane[]}
 */
const lanes = [
  {
    nice: 0,
    entries: [
      { step: step.builds }, // about 90 s
      { step: step.browser, after: step.builds }, // about 290 s
    ],
  },
  { nice: 10, entries: [{ step: step.jest }, { step: step.node }] }, // 40 s, 28 s
  {
    nice: 19,
    entries: [
      { step: step.prettier }, // 16 s
      { step: step.eslint }, // 11 s
      { step: step.toolTypes }, // 9 s
      { step: step.types, after: step.builds }, // 12 s: the build writes src/gatsby-types.d.ts
      { step: step.html, after: step.builds }, // 9 s: the Nu checker reads the built pages
    ],
  },
];
/** The step whose output streams as it comes: the longest, whose progress people watch. */
const LIVE = step.browser;
const numbered = new Map(
  lanes.flatMap((lane) => lane.entries).map((entry, index) => [entry.step, index + 1]),
);
const totals = { passed: 0, failed: 0 };

/**
 * Adds a runner's counts once it has run; a failed run that reported no failure counts one,
 * unless another step's failure stopped it.
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
  // A run stopped because another step failed first is not a failure of its own.
  const stopped = failedStep !== undefined;
  totals.failed += ok || counts.failed > 0 || stopped ? counts.failed : 1;
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

/**
 * How the running step's commands run: the buffer that keeps their output (none for the live
 * step) and their priority.
 * @type {AsyncLocalStorage<{ buffer?: { text: string }, nice: number }>}
 */
const context = new AsyncLocalStorage();
/** The commands running now, to stop them when a step fails. */
const children = new Set();
/** @type {string | undefined} the first step that failed: the others stop */
let failedStep;

/**
 * Runs a command in the project; resolves with whether it exited with 0.
 * @param {string} file
 * @param {string[]} args
 * @param {Record<string, string>} [env] added to this process's environment
 * @returns {Promise<boolean>}
 */
function run(file, args, env = {}) {
  const { buffer, nice = 0 } = context.getStore() ?? {};
  return new Promise((resolve) => {
    const child = spawn(file, args, {
      cwd: ROOT,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env },
      stdio: ["ignore", buffer ? "pipe" : "inherit", buffer ? "pipe" : "inherit"],
    });
    // Set at once, before the command has started processes of its own (the HTML checker's
    // Java, jest's workers), which inherit it.
    if (nice && child.pid) {
      try {
        os.setPriority(child.pid, nice);
      } catch {
        // Already gone: its exit code tells.
      }
    }
    children.add(child);
    const keep = (/** @type {Buffer} */ chunk) => buffer && (buffer.text += chunk);
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    child.once("error", (error) => {
      if (buffer) buffer.text += `${error.message}\n`;
      else console.error(error.message);
      children.delete(child);
      resolve(false);
    });
    child.once("close", (code) => {
      children.delete(child);
      resolve(code === 0);
    });
  });
}

/** @type {string[]} output of the steps that ended while the live step printed, until it ends */
const held = [];
let liveRunning = false;

/**
 * Runs one step and prints its result. The first failure is recorded in `failedStep`, and the
 * commands still running are stopped: nothing that comes after it counts.
 * @param {Step} one
 * @param {number} nice the priority of its commands
 * @returns {Promise<boolean>} whether it passed
 */
async function runStep(one, nice) {
  const live = one === LIVE;
  const header = `\n━━━ [${numbered.get(one)}/${numbered.size}] ${one.title} ━━━\n`;
  if (live) {
    liveRunning = true;
    console.log(header);
  }
  const buffer = live ? undefined : { text: "" };
  const started = Date.now();
  const ok = await context.run({ buffer, nice }, () =>
    one.run().catch((error) => {
      const message = `${error instanceof Error ? error.message : error}\n`;
      if (buffer) buffer.text += message;
      else process.stderr.write(message);
      return false;
    }),
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const stopped = !ok && failedStep !== undefined;
  const result = `\n${ok ? "✔" : stopped ? "■" : "✖"} ${one.title} (${seconds} s${stopped ? ", stopped" : ""})\n`;
  const block = buffer ? `${header}\n${buffer.text}${result}` : result;
  if (liveRunning && !live) held.push(block);
  else process.stdout.write(block);
  if (live) {
    liveRunning = false;
    for (const text of held.splice(0)) process.stdout.write(text);
  }
  if (!ok && failedStep === undefined) {
    failedStep = one.title;
    // SIGINT, as Ctrl-C: Playwright then stops its web servers too (on SIGTERM it leaves them).
    for (const child of children) child.kill("SIGINT");
  }
  return ok;
}

/** @returns {{ promise: Promise<boolean>, resolve: (passed: boolean) => void }} */
function outcome() {
  /** @type {(passed: boolean) => void} */
  let resolve = () => {};
  const promise = new Promise((done) => (resolve = done));
  return { promise, resolve };
}
/** Each step's outcome: whether it passed (false when it never ran). */
const outcomes = new Map([...numbered.keys()].map((one) => [one, outcome()]));

/** Set once the normal-priority lane has ended: nothing is left to make room for. */
let raised = false;

/**
 * Runs a lane's steps one after another, each once the step it waits for has passed, until one
 * fails (here or in another lane). Once the lane at the normal priority has ended, the others
 * run at it too.
 * @param {Lane} lane
 */
async function runLane({ nice, entries }) {
  for (const { step: one, after } of entries) {
    const ready = after ? Boolean(await outcomes.get(after)?.promise) : true;
    const passed = ready && failedStep === undefined && (await runStep(one, raised ? 0 : nice));
    outcomes.get(one)?.resolve(passed);
  }
  if (nice === 0) raiseAll();
}

/**
 * Brings every process this run started back to the normal priority. The lower priorities make
 * room for the builds and the browser tests; once those have ended they only slow the checks
 * left, and on a machine busy with other work at the normal priority (npm run test:under-load)
 * they would get almost none of it: nice 10 has a tenth of the CPU share of nice 0, nice 19 a
 * seventieth. Linux keeps a priority per thread, so each thread of each process is set. Raising
 * a priority needs root (or a nice limit that allows it); without, the steps finish as they are.
 */
function raiseAll() {
  raised = true;
  for (const tid of threadsBelow(process.pid)) {
    try {
      os.setPriority(tid, 0);
    } catch {
      // Gone meanwhile, or not allowed.
    }
  }
}

/**
 * The threads of every process descended from `root`, read from /proc (Linux only; elsewhere
 * none, and the steps keep their priorities).
 * @param {number} root
 * @returns {number[]}
 */
function threadsBelow(root) {
  /** @type {Map<number, number[]>} */
  const children = new Map();
  let entries;
  try {
    entries = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  for (const name of entries) {
    try {
      // The parent is the second field after the command's name in parentheses.
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
    } catch {
      // Ended meanwhile.
    }
  }
  /** @type {number[]} */
  const threads = [];
  const queue = [...(children.get(root) ?? [])];
  for (let pid = queue.shift(); pid !== undefined; pid = queue.shift()) {
    queue.push(...(children.get(pid) ?? []));
    try {
      threads.push(...readdirSync(`/proc/${pid}/task`).map(Number));
    } catch {
      // Ended meanwhile.
    }
  }
  return threads;
}

async function main() {
  const began = Date.now();
  try {
    // The browser tests need Chromium: say at once, not after the builds, that they cannot run.
    findChromium();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.log("0 passed, 1 failed");
    return 1;
  }
  await Promise.all(lanes.map(runLane));
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
