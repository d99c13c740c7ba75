// `npm run test:under-load`: `npm test` on a busy machine, to prove that the suite asserts
// behaviour and not the machine's speed. One competing process per core spins at the normal
// priority for as long as `npm test` runs, so the tests get about half of the CPU they would
// have alone. Arguments after `--` go to `npm test`; LOAD_PROCESSES changes the number of
// spinning processes (default: one per core).
//
// It ends with `npm test`'s exit code, after a line with the run's time, so that two runs in a
// row can be quoted: `npm test under load (2 spinning processes): 9.8 min, exit code 0`.
import { fork, spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SPIN = "--spin";

if (process.argv[2] === SPIN) {
  // A competing load: pure CPU, no memory, no I/O; it stops when its parent goes away.
  process.on("disconnect", () => process.exit(0));
  for (let x = 0; ; x = (x + 1) % 1e9) {
    if (x % 1e7 === 0 && !process.connected) process.exit(0);
  }
}

const count = Number(process.env.LOAD_PROCESSES || os.availableParallelism());
const spinners = Array.from({ length: count }, () =>
  fork(fileURLToPath(import.meta.url), [SPIN], { stdio: "ignore" }),
);
const stopLoad = () => {
  for (const spinner of spinners) spinner.kill("SIGKILL");
};

const started = performance.now();
const test = spawn("npm", ["test", ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: "inherit",
  env: process.env,
});
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => {
    test.kill("SIGINT");
    stopLoad();
  });
}
test.once("close", (code, signal) => {
  stopLoad();
  const minutes = (performance.now() - started) / 60_000;
  const exit = code ?? (signal ? 1 : 0);
  console.log(
    `npm test under load (${count} spinning processes): ${minutes.toFixed(1)} min, exit code ${exit}`,
  );
  process.exit(exit);
});
