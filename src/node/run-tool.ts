import { spawnSync } from "node:child_process";
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
  if (result.status !== 0)
    return (result.stderr || result.stdout || `código ${result.status}`).trim();
  return null;
}
