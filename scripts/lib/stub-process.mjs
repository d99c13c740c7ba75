// The stand-in API (stub-api/server.mjs) as a child process: scripts/ starts it without
// importing stub-api's code, so each folder type-checks on its own.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/**
 * Whether the stand-in API answers at this URL.
 * @param {string} apiUrl
 */
export async function stubIsUp(apiUrl) {
  try {
    return (await fetch(`${apiUrl}/__stub`)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts the stand-in API on 127.0.0.1:`port` and waits until it answers.
 * @param {number} port
 * @param {NodeJS.ProcessEnv} [env] more settings (STUB_EVENTS, STUB_TEACHERS…)
 * @returns {Promise<{ url: string, stop: () => void }>}
 */
export async function startStubProcess(port, env = {}) {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(ROOT, "stub-api", "server.mjs")], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), STUB_QUIET: "1", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () => {
    child.kill("SIGTERM");
  };
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) break;
    if (await stubIsUp(url)) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error(`La API de prueba no arrancó en ${url}.`);
}
