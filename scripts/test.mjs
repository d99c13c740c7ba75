// `npm test`: every check the project has, in order, stopping at the first failure.
// The build comes before `tsc` because GraphQL typegen writes src/gatsby-types.d.ts while
// building. The last line sums the unit (jest) and browser (node --test) results.
// E2E_SKIP_BUILD=1 reuses the last build (see e2e/run.mjs).
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findChromium } from "../e2e/browser.mjs";
import { buildSite, countResults, runTests } from "../e2e/run.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(ROOT, "node_modules", ".bin", name);
const jestResults = path.join(os.tmpdir(), `iky-jest-${process.pid}.json`);

const totals = { passed: 0, failed: 0 };

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
        `--outputFile=${jestResults}`,
      ]);
      return count(readJestCounts(), ok);
    },
  },
  {
    // The stand-in API and the webhook receiver are plain Node: node:test, no browser.
    title: "Pruebas de los servidores Node (node --test stub-api/ webhook/ bench/ deploy/)",
    run: async () => {
      const files = nodeTestFiles(["stub-api", "webhook", "bench", "deploy"]);
      const output = [];
      const ok = await command(
        process.execPath,
        ["--test", "--test-reporter=spec", ...files],
        (chunk) => output.push(chunk),
      );
      return count(countResults(output.join("")), ok);
    },
  },
  ...(process.env.E2E_SKIP_BUILD === "1"
    ? []
    : [
        {
          title: "Compilación del sitio (gatsby build con la API de prueba)",
          run: async () => (await buildSite(), true),
        },
      ]),
  {
    title: "HTML válido en cada página compilada (validador Nu, vnu-jar)",
    run: () => command(process.execPath, [path.join(ROOT, "scripts", "check-html.mjs")]),
  },
  { title: "Tipos (tsc --noEmit)", run: () => command(bin("tsc"), ["--noEmit"]) },
  {
    title: "Pruebas en el navegador (node --test e2e/)",
    run: async () => {
      const { code, passed, failed } = await runTests();
      return count({ passed, failed }, code === 0);
    },
  },
];

/** Adds a runner's counts; a failed runner that counted no failure still counts one. */
function count({ passed, failed }, ok) {
  totals.passed += passed;
  totals.failed += ok || failed > 0 ? failed : 1;
  return ok;
}

function readJestCounts() {
  try {
    const results = JSON.parse(readFileSync(jestResults, "utf8"));
    return {
      passed: results.numPassedTests,
      failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
    };
  } catch {
    return { passed: 0, failed: 0 };
  }
}

/** `*.test.mjs` files under the given folders (named one by one: Node 22 reads globs). */
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

/** Runs a command in the project; its stdout is echoed and, when asked, also handed over. */
function command(file, args, onStdout) {
  return new Promise((resolve) => {
    const child = spawn(file, args, {
      cwd: ROOT,
      stdio: ["ignore", onStdout ? "pipe" : "inherit", "inherit"],
    });
    child.stdout?.on("data", (chunk) => {
      process.stdout.write(chunk);
      onStdout?.(chunk.toString());
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
  let failedStep;
  try {
    // The browser tests come last; say at once, not after the build, that they cannot run.
    findChromium();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.log(`0 passed, 0 failed`);
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
  rmSync(jestResults, { force: true });

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
