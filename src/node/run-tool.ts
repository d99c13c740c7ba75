import { execFile, type ExecFileException } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const runFile = promisify(execFile);

/**
 * Runs a plain-ESM tool (deploy/, scripts/) in its own process, as the build goes on (src/node,
 * compiled into .cache/, cannot import them); resolves to its error output, or null.
 */
export async function runTool(script: string, args: string[] = []): Promise<string | null> {
  try {
    await runFile(process.execPath, [path.resolve(script), ...args]);
    return null;
  } catch (error) {
    const { code, stderr, stdout, message } = error as ExecFileException;
    return typeof code === "number" ? (stderr || stdout || `exit code ${code}`).trim() : message;
  }
}
