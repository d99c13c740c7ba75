// One JSON line per event, on stdout and appended to <outputDir>/webhook.log, so that a
// journal (systemd, docker) and a plain file both hold the whole history, greppable by event.
import { appendFileSync, mkdirSync } from "node:fs";
import path from "node:path";

/**
 * @param {{ file?: string | null, stdout?: boolean }} [options]
 * @returns {(event: string, fields?: Record<string, unknown>) => void}
 */
export function createLogger({ file = null, stdout = true } = {}) {
  if (file) mkdirSync(path.dirname(file), { recursive: true });
  return (event, fields = {}) => {
    const line = `${JSON.stringify({ time: new Date().toISOString(), event, ...fields })}\n`;
    if (stdout) process.stdout.write(line);
    if (file) {
      try {
        appendFileSync(file, line);
      } catch (error) {
        // Logging must never take the receiver down; say so once on stderr.
        process.stderr.write(`webhook.log no escribible: ${error.message}\n`);
      }
    }
  };
}
