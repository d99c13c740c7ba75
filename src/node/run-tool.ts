import { execFile, spawnSync, type ExecFileException } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const runFile = promisify(execFile);

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
 * `runTool` without blocking the build's process: the tool runs in its own process while the
 * build goes on with other work.
 */
export async function runToolInBackground(
  script: string,
  args: string[] = [],
): Promise<string | null> {
  try {
    await runFile(process.execPath, [path.resolve(script), ...args], {
      cwd: process.cwd(),
      env: process.env,
      encoding: "utf8",
    });
    return null;
  } catch (error) {
    const {
      code,
      stderr = "",
      stdout = "",
      message,
    } = error as ExecFileException & {
      stderr?: string;
      stdout?: string;
    };
    return typeof code === "number" ? failureText(stderr, stdout, code) : message;
  }
}

function failureText(stderr: string, stdout: string, status: number | null): string {
  return (stderr || stdout || `exit code ${status}`).trim();
}
