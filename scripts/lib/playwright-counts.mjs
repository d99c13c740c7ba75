// The counts of a Playwright Test run, read from its JSON reporter's file.
import { readFileSync } from "node:fs";

/**
 * @param {string} file the JSON reporter's outputFile
 * @returns {{ passed: number, failed: number }}
 */
export function playwrightCounts(file) {
  try {
    /** @type {{ stats?: { expected?: number, unexpected?: number, flaky?: number } }} */
    const report = JSON.parse(readFileSync(file, "utf8"));
    const stats = report.stats ?? {};
    // A flaky test passed on a retry (the config has none); an unexpected one failed.
    return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
  } catch {
    return { passed: 0, failed: 0 };
  }
}
