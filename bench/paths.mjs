// Where the bench reads and writes, shared by its modules.
import { mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const PUBLIC_DIR = path.join(ROOT, "public");
export const RESULTS_FILE = path.join(ROOT, "bench", "results.json");
export const HOST = "127.0.0.1";

/** Gatsby's build logs, one per variant: outside the project, so no tool ever lints them. */
export const LOG_DIR = path.join(os.tmpdir(), "iky-bench");
mkdirSync(LOG_DIR, { recursive: true });

/** @param {string} message */
export const log = (message) => console.error(`[bench] ${message}`);
