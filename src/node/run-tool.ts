import { execFile, type ExecFileException } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const runFile = promisify(execFile);

/**
 * Runs one of the project's Node tools (deploy/, scripts/: plain ESM, also run by hand at
 * deploy time) in its own process, with the build's environment, from the project folder, so
 * the build goes on meanwhile. They are run, not imported, because Gatsby compiles src/node into
 * .cache/ and those modules stay plain ESM. Resolves to the tool's error output when it fails,
 * else null.
 */
export async function runTool(script: string, args: string[] = []): Promise<string | null> {
  try {
    await runFile(process.execPath, [path.resolve(script), ...args], {
      cwd: process.cwd(),
      env: process.env,
      encoding: "utf8",
    });
    return null;
  } catch (error) {
    const { code, stderr, stdout, message } = error as ExecFileException & {
      stderr?: string;
      stdout?: string;
    };
    return typeof code === "number" ? (stderr || stdout || `exit code ${code}`).trim() : message;
  }
}
