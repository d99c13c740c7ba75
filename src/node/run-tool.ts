import { spawn, spawnSync } from "node:child_process";
import path from "node:path";

/**
 * Runs one of the project's Node tools (deploy/, scripts/: plain ESM, also run by hand at
 * deploy time) with the build's environment, from the project folder. They are run, not
 * imported, because Gatsby compiles src/node into .cache/ and those modules stay plain ESM.
 * Returns the tool's error output when it fails, else null.
 */
export function runTool(script: string, args: string[] = []): string | null {
  const result = spawnSync(process.execPath, [path.resolve(script), ...args], {
    cwd: process.cwd(),
    env: process.env,
    encoding: "utf8",
  });
  if (result.error) return result.error.message;
  if (result.status !== 0) return failureText(result.stderr, result.stdout, result.status);
  return null;
}

/**
 * `runTool` without blocking the build's process: the tool runs while the build goes on with
 * other work (on two cores, its start-up and imports cost the build nothing).
 */
export function runToolInBackground(script: string, args: string[] = []): Promise<string | null> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.resolve(script), ...args], {
      cwd: process.cwd(),
      env: process.env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.once("error", (error) => resolve(error.message));
    child.once("close", (status) =>
      resolve(status === 0 ? null : failureText(stderr, stdout, status)),
    );
  });
}

function failureText(stderr: string, stdout: string, status: number | null): string {
  return (stderr || stdout || `código ${status}`).trim();
}
