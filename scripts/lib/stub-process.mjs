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
 * Starts the stand-in API on 127.0.0.1:`port` (0: a free port the system picks, so two callers
 * never race for one) and waits until it answers.
 * @param {number} port
 * @param {NodeJS.ProcessEnv} [env] more settings (STUB_EVENTS, STUB_TEACHERS…)
 * @returns {Promise<{ url: string, stop: () => void }>}
 */
export async function startStubProcess(port, env = {}) {
  const child = spawn(process.execPath, [path.join(ROOT, "stub-api", "server.mjs")], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), STUB_QUIET: "1", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const stop = () => {
    child.kill("SIGTERM");
  };
  // Once it listens it prints its address (stub-api/server.mjs), then nothing while quiet.
  /** @type {string | null} */
  const url = await new Promise((resolve) => {
    /** @type {string | null} */
    let output = "";
    const timer = setTimeout(() => resolve(null), 30_000);
    child.stdout?.on("data", (chunk) => {
      if (output === null) return;
      output += String(chunk);
      const address = /Stand-in API at (\S+)/.exec(output)?.[1];
      if (address === undefined) return;
      output = null;
      clearTimeout(timer);
      resolve(address);
    });
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(null);
    });
  });
  if (typeof url === "string" && (await stubIsUp(url))) return { url, stop };
  stop();
  throw new Error(`The stand-in API did not start (port ${port || "any"}).`);
}
