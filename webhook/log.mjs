// One JSON line per event, on stdout and appended to <outputDir>/webhook.log, so that a
// journal (systemd, docker) and a plain file both hold the history, greppable by event.
// The file is rotated by size (webhook.log → webhook.log.1 → … → webhook.log.N, the oldest
// dropped), so a flood of requests can never fill the disk; rejected requests are counted
// and written as one summary line per period, not one write each.
import { appendFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";

/**
 * @typedef {(event: string, fields?: Record<string, unknown>) => void} Log
 */

/**
 * @param {{ file?: string | null, stdout?: boolean, maxBytes?: number, files?: number }} [options]
 *   maxBytes: size at which the file is rotated; files: rotated files kept.
 * @returns {Log}
 */
export function createLogger({
  file = null,
  stdout = true,
  maxBytes = 5 * 1024 * 1024,
  files = 3,
} = {}) {
  if (file) mkdirSync(path.dirname(file), { recursive: true });
  let size = file && existsSync(file) ? statSync(file).size : 0;
  let complained = false;
  /** @param {string} target */
  const rotate = (target) => {
    rmSync(`${target}.${files}`, { force: true });
    for (let i = files - 1; i >= 1; i -= 1) {
      if (existsSync(`${target}.${i}`)) renameSync(`${target}.${i}`, `${target}.${i + 1}`);
    }
    if (files > 0) renameSync(target, `${target}.1`);
    else rmSync(target, { force: true });
    size = 0;
  };
  return (event, fields = {}) => {
    const line = `${JSON.stringify({ time: new Date().toISOString(), event, ...fields })}\n`;
    if (stdout) process.stdout.write(line);
    if (!file) return;
    try {
      const bytes = Buffer.byteLength(line);
      if (size > 0 && size + bytes > maxBytes) {
        // Another process (npm run rollback) may have written too: trust the disk.
        size = existsSync(file) ? statSync(file).size : 0;
        if (size > 0 && size + bytes > maxBytes) rotate(file);
      }
      appendFileSync(file, line);
      size += bytes;
    } catch (error) {
      // Logging must never take the receiver down; say so once on stderr.
      if (!complained) {
        complained = true;
        const message = error instanceof Error ? error.message : String(error);
        process.stderr.write(`webhook.log not writable: ${message}\n`);
      }
    }
  };
}

/**
 * Counts rejected requests and logs them as one `requests-rejected` line per period:
 * total, by status and reason, and the busiest remote addresses. Memory is bounded: at most
 * `maxRemotes` distinct addresses are counted per period, the rest as "otras".
 */
export class RejectionSummary {
  /**
   * @param {Log} log
   * @param {{ periodMs?: number, maxRemotes?: number }} [options]
   */
  constructor(log, { periodMs = 60_000, maxRemotes = 1000 } = {}) {
    this.log = log;
    this.maxRemotes = maxRemotes;
    this.total = 0;
    this.since = "";
    /** @type {Map<string, number>} */
    this.reasons = new Map();
    /** @type {Map<string, number>} */
    this.remotes = new Map();
    this.timer = setInterval(() => this.flush(), periodMs);
    this.timer.unref();
  }

  /**
   * @param {number} status
   * @param {string} reason
   * @param {string | undefined} remote
   */
  add(status, reason, remote) {
    if (this.total === 0) this.since = new Date().toISOString();
    this.total += 1;
    const key = `${status} ${reason}`;
    this.reasons.set(key, (this.reasons.get(key) ?? 0) + 1);
    const who = remote ?? "desconocida";
    const counted = this.remotes.has(who) || this.remotes.size < this.maxRemotes;
    const slot = counted ? who : "otras";
    this.remotes.set(slot, (this.remotes.get(slot) ?? 0) + 1);
  }

  /** Writes the summary of the period, if anything was rejected in it. */
  flush() {
    if (this.total === 0) return;
    const top = [...this.remotes].sort((a, b) => b[1] - a[1]).slice(0, 5);
    this.log("requests-rejected", {
      since: this.since,
      total: this.total,
      reasons: Object.fromEntries(this.reasons),
      remotes: Object.fromEntries(top),
      distinctRemotes: this.remotes.size,
    });
    this.total = 0;
    this.reasons.clear();
    this.remotes.clear();
  }

  stop() {
    clearInterval(this.timer);
    this.flush();
  }
}
