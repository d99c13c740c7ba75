import { execFile, type ExecFileException } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const runFile = promisify(execFile);

/**
 * Runs one of the project's plain-ESM Node tools (deploy/, scripts/) in its own process, so the
 * build goes on meanwhile (Gatsby compiles src/node into .cache/, where they cannot be imported).
 * Resolves to the tool's error output when it fails, else null.
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
