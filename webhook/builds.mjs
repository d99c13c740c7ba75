// The build queue. At most one build runs; while it runs, any number of requests leave
// exactly one build queued, which starts when the running one ends and therefore sees every
// change the requests announced. No request is dropped and no two builds overlap (they would
// share Gatsby's .cache and public/). A build that outlives its time-out gets SIGTERM, to its
// whole process group, then SIGKILL after a grace period, and the queue moves on.
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync, readdirSync, rmSync } from "node:fs";
import { rename } from "node:fs/promises";
import path from "node:path";
import { PUBLISH_BUILD_ENV, withGatsbyHeap } from "../scripts/lib/gatsby-build.mjs";
import { BUILDS, buildLogPath, makeRelease, prune, releaseName } from "./releases.mjs";

const TAIL_LINES = 60;
// Lines of the build output worth keeping as the reason of a failure.
const ERROR_LINE = /\berror\b|ERROR|panic|failed|falló|No se pudo|Cannot|not found/i;
// The build's own warnings that a human should see in /status (e.g. an empty event list).
const WARNING_LINE = /^\s*warn(?:ing)?\b.*\[iky\]/i;
const MAX_WARNINGS = 20;

/**
 * @typedef {import("./types.mjs").CommandOutcome} CommandOutcome
 * @typedef {import("./types.mjs").BuildRecord} BuildRecord
 * @typedef {import("./types.mjs").WebhookConfig} WebhookConfig
 */

/**
 * Sends a signal to the whole process group of a detached child (gatsby build forks workers
 * that would outlive the shell), or to the child alone where groups do not exist.
 * @param {import("node:child_process").ChildProcess} child
 * @param {NodeJS.Signals} signal
 */
function signalGroup(child, signal) {
  try {
    if (child.pid !== undefined && process.platform !== "win32") process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    // The group is already gone.
  }
}

/**
 * Runs one shell command; resolves with its exit code and the tail of its output.
 * @param {string} command
 * @param {{ cwd: string, env: NodeJS.ProcessEnv, timeoutMs: number, killGraceMs?: number,
 *   logFile?: string | null, logMaxBytes?: number }} options
 * @returns {Promise<CommandOutcome>}
 */
export function runCommand(command, options) {
  const { cwd, env, timeoutMs, killGraceMs = 10_000, logFile = null } = options;
  const logMaxBytes = options.logMaxBytes ?? 5 * 1024 * 1024;
  return new Promise((resolve) => {
    /** @type {import("node:fs").WriteStream | null} */
    let out = null;
    let logged = 0;
    if (logFile) {
      mkdirSync(path.dirname(logFile), { recursive: true });
      out = createWriteStream(logFile);
    }
    const child = spawn(command, {
      cwd,
      env,
      shell: true,
      stdio: ["ignore", "pipe", "pipe"],
      detached: process.platform !== "win32",
    });
    /** @type {string[]} */
    const tail = [];
    /** @type {string[]} */
    const warnings = [];
    let partial = "";
    /** @param {Buffer | string} chunk */
    const onData = (chunk) => {
      if (out && logged < logMaxBytes) {
        const room = logMaxBytes - logged;
        const data = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
        out.write(data.length > room ? data.subarray(0, room) : data);
        logged += Math.min(room, data.length);
        if (logged >= logMaxBytes) out.write(`\n[log cut at ${logMaxBytes} bytes]\n`);
      }
      const lines = (partial + chunk.toString()).split(/\r?\n/);
      partial = lines.pop() ?? "";
      if (partial.length > 64 * 1024) partial = partial.slice(-64 * 1024);
      for (const raw of lines) {
        // eslint-disable-next-line no-control-regex
        const line = raw.replace(/\u001b\[[0-9;]*[A-Za-z]/g, "").trimEnd();
        if (!line) continue;
        tail.push(line.slice(0, 2000));
        if (tail.length > TAIL_LINES) tail.shift();
        if (WARNING_LINE.test(line) && warnings.length < MAX_WARNINGS) warnings.push(line.trim());
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    let timedOut = false;
    /** @type {"SIGTERM" | "SIGKILL" | null} */
    let killedWith = null;
    /** @type {NodeJS.Timeout | null} */
    let killTimer = null;
    const timer = setTimeout(() => {
      timedOut = true;
      killedWith = "SIGTERM";
      signalGroup(child, "SIGTERM");
      // A build that ignores SIGTERM (or whose workers do) must not hold the queue forever.
      killTimer = setTimeout(() => {
        killedWith = "SIGKILL";
        signalGroup(child, "SIGKILL");
      }, killGraceMs);
    }, timeoutMs);
    /** @param {CommandOutcome} outcome */
    const finish = (outcome) => {
      clearTimeout(timer);
      if (killTimer) clearTimeout(killTimer);
      if (!out) return resolve(outcome);
      out.end(() => resolve(outcome));
    };
    child.once("error", (error) => {
      finish({ code: null, signal: null, tail: [error.message], warnings, timedOut, killedWith });
    });
    child.once("close", (code, signal) => {
      if (partial) onData("\n");
      // After a time-out, whatever is left of the group goes too.
      if (timedOut) signalGroup(child, "SIGKILL");
      finish({ code, signal, tail, warnings, timedOut, killedWith });
    });
  });
}

/**
 * A short, human reason from a failed build's output.
 * @param {CommandOutcome} outcome
 * @param {number} timeoutMs
 */
export function failureReason({ code, signal, tail, timedOut, killedWith }, timeoutMs) {
  if (timedOut) {
    const how =
      killedWith === "SIGKILL" ? "SIGTERM was not enough; stopped with SIGKILL" : "SIGTERM";
    return `the build exceeded ${Math.round(timeoutMs / 1000)} s and was stopped (${how})`;
  }
  const errors = tail.filter((line) => ERROR_LINE.test(line));
  const lines = (errors.length > 0 ? errors : tail).slice(-6).map((l) => l.trim());
  const status = signal ? `signal ${signal}` : `exit code ${code}`;
  const detail = lines.join(" | ").slice(0, 800);
  return detail ? `${status}: ${detail}` : status;
}

/**
 * Logs of failed builds are kept for the newest `keep` of them; a published build's log goes
 * with its release (releases.mjs prune()).
 * @param {string} outputDir
 * @param {number} keep
 * @returns {string[]} the files removed
 */
export function pruneFailedLogs(outputDir, keep) {
  const dir = path.join(outputDir, BUILDS);
  let names;
  try {
    names = readdirSync(dir).filter((name) => name.endsWith(".failed.log"));
  } catch {
    return [];
  }
  const old = names.sort().slice(0, Math.max(0, names.length - keep));
  for (const name of old) rmSync(path.join(dir, name), { force: true });
  return old;
}

/**
 * The problems the build's content check names (src/node/content-check.ts, school.ts): one line
 * per file and field, in the editors' words, as /status shows them.
 * @param {string[]} tail the build's last lines
 * @returns {string[]}
 */
export function contentProblemsOf(tail) {
  /** @type {string[]} */
  const problems = [];
  for (const line of tail) {
    const item = /^\s*-\s+(content\/\S+?:\s.+)$/.exec(line);
    const school = /\[iky\]\s+(content\/school(?:\.en)?\.yaml(?::| no se pudo leer:)\s.+)$/.exec(
      line,
    );
    const found = item?.[1] ?? school?.[1];
    if (found && !problems.includes(found.trim())) problems.push(found.trim());
  }
  return problems;
}

/**
 * Brings projectDir to the pushed commit: a fetch of the branch and a hard reset to that exact
 * commit, nothing else. Only the branch's current head is built: a delivery of an older push
 * (sent again, or overtaken by a newer one, which builds next) changes nothing.
 * @param {WebhookConfig} config
 * @param {string} commit
 * @returns {Promise<{ ok: true } | { ok: false, reason: string }>}
 */
export async function checkOut(config, commit) {
  const git = (/** @type {string[]} */ args) =>
    runCommand(["git", ...args].map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(" "), {
      cwd: config.projectDir,
      env: { ...process.env, GIT_TERMINAL_PROMPT: "0" },
      timeoutMs: 5 * 60_000,
    });
  const fetched = await git(["fetch", "--quiet", config.gitRemote, `refs/heads/${config.branch}`]);
  if (fetched.code !== 0) {
    return { ok: false, reason: `git fetch failed: ${fetched.tail.slice(-3).join(" | ")}` };
  }
  const head = await git(["rev-parse", "FETCH_HEAD"]);
  const current = head.tail[0]?.trim() ?? "";
  if (head.code !== 0 || current !== commit) {
    return {
      ok: false,
      reason: `the pushed commit ${commit.slice(0, 12)} is no longer the head of ${config.branch} (${current.slice(0, 12) || "unknown"}): not built`,
    };
  }
  const reset = await git(["reset", "--hard", "--quiet", commit]);
  if (reset.code !== 0) {
    return { ok: false, reason: `git reset failed: ${reset.tail.slice(-3).join(" | ")}` };
  }
  return { ok: true };
}

export class BuildQueue {
  /**
   * @param {WebhookConfig} config
   * @param {import("./log.mjs").Log} log
   */
  constructor(config, log) {
    this.config = config;
    this.log = log;
    /** @type {BuildRecord | null} */
    this.running = null;
    /** @type {BuildRecord | null} */
    this.queued = null;
    /** @type {BuildRecord[]} */
    this.history = [];
    this.nextId = 1;
    /** @type {Promise<void> | null} */
    this.loop = null;
  }

  /**
   * Asks for a build. Starts one when idle, queues one when a build runs, and otherwise
   * joins the build already queued (which then builds the newest pushed commit).
   * @param {string} [trigger]
   * @param {{ commit?: string }} [options] commit: check out this pushed commit first
   * @returns {{ outcome: "started" | "queued" | "coalesced", build: BuildRecord }}
   */
  request(trigger = "webhook", { commit } = {}) {
    if (this.queued) {
      this.queued.requests += 1;
      if (commit) this.queued.commit = commit;
      return { outcome: "coalesced", build: this.queued };
    }
    const build = this.newRecord(trigger);
    if (commit) build.commit = commit;
    // While a build runs, or the one before prunes old releases (drain()).
    if (this.loop) {
      this.queued = build;
      this.log("build-queued", { build: build.id, trigger, running: this.running?.id ?? null });
      return { outcome: "queued", build };
    }
    this.queued = build;
    this.loop = this.drain();
    return { outcome: "started", build };
  }

  /** Resolves when nothing runs and nothing waits (tests, shutdown). */
  async idle() {
    while (this.loop) await this.loop;
  }

  status() {
    return {
      running: this.running,
      queued: this.queued,
      builds: [...this.history].reverse(),
    };
  }

  /**
   * @param {string} trigger
   * @returns {BuildRecord}
   */
  newRecord(trigger) {
    return {
      id: this.nextId++,
      trigger,
      requests: 1,
      queuedAt: new Date().toISOString(),
      start: null,
      end: null,
      result: "queued",
      release: null,
      reason: null,
      warnings: [],
      durationMs: null,
      phases: {},
      log: null,
      commit: null,
      problems: [],
    };
  }

  async drain() {
    try {
      while (this.queued) {
        const build = this.queued;
        this.queued = null;
        this.running = build;
        const published = await this.run(build);
        this.running = null;
        this.history.push(build);
        if (this.history.length > this.config.historySize) this.history.shift();
        // Old releases go once the new one is live and listed as published; a build queued
        // meanwhile starts after (the loop is still busy), so no two steps ever overlap.
        if (published) await this.pruneAfter(build);
      }
    } finally {
      this.loop = null;
    }
  }

  /**
   * Removes the releases beyond the number kept (releases.mjs prune()); never throws: the
   * build it follows is published whatever happens here.
   * @param {BuildRecord} build
   */
  async pruneAfter(build) {
    const started = performance.now();
    try {
      const pruned = await prune(this.config.outputDir, this.config.releasesKept);
      build.phases.pruneMs = Math.round(performance.now() - started);
      this.log("releases-pruned", { build: build.id, pruned, pruneMs: build.phases.pruneMs });
    } catch (error) {
      this.log("prune-failed", {
        build: build.id,
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }

  /**
   * One build, start to publish; never throws (the receiver must outlive any build).
   * Resolves to true when the build was published.
   * @param {BuildRecord} build
   * @returns {Promise<boolean>}
   */
  async run(build) {
    const { config } = this;
    const started = Date.now();
    build.start = new Date(started).toISOString();
    // Where the time from the request to the published release went (milliseconds): waiting
    // in the queue, the build command, then each step of publishing (releases.mjs
    // makeRelease()); pruneMs, after the release is live, is added by pruneAfter().
    build.phases = { queueMs: Math.max(0, started - Date.parse(build.queuedAt)) };
    // Renamed when the build ends: <release>.log beside a published release, else
    // <start>-<id>.failed.log.
    const running = path.join(
      config.outputDir,
      BUILDS,
      `${releaseName(new Date(started))}-${build.id}.running.log`,
    );
    build.log = running;
    build.result = "running";
    this.log("build-start", { build: build.id, trigger: build.trigger, requests: build.requests });
    /**
     * @param {"ok" | "failed"} result
     * @param {Partial<BuildRecord>} fields
     */
    const finish = (result, fields) => {
      Object.assign(build, { result, end: new Date().toISOString(), ...fields });
      build.durationMs = Date.now() - started;
    };
    /** @param {string} target */
    const moveLog = async (target) => {
      try {
        await rename(running, target);
        build.log = target;
      } catch {
        // No log (the command never started); nothing to keep.
      }
    };
    const failed = async () => {
      await moveLog(running.replace(/\.running\.log$/, ".failed.log"));
      this.log("build-failed", {
        build: build.id,
        reason: build.reason,
        durationMs: build.durationMs,
        phases: build.phases,
        log: build.log,
        prunedLogs: pruneFailedLogs(config.outputDir, config.releasesKept),
      });
    };
    try {
      if (build.commit) {
        const checkout = await checkOut(config, build.commit);
        build.phases.checkoutMs = Date.now() - started;
        if (!checkout.ok) {
          finish("failed", { reason: checkout.reason });
          await failed();
          return false;
        }
        this.log("checked-out", { build: build.id, commit: build.commit });
      }
      const outcome = await runCommand(config.buildCommand, {
        cwd: config.projectDir,
        env: withGatsbyHeap({
          GATSBY_TELEMETRY_DISABLED: "1",
          CI: "1",
          ...PUBLISH_BUILD_ENV,
          ...config.buildEnv,
        }),
        timeoutMs: config.buildTimeoutMs,
        killGraceMs: config.buildKillGraceMs,
        // The whole output of each build (up to a cap), for what the reason does not explain.
        logFile: running,
        logMaxBytes: config.buildLogMaxBytes,
      });
      build.phases.buildMs = Date.now() - started;
      build.warnings = outcome.warnings;
      for (const warning of outcome.warnings) {
        this.log("build-warning", { build: build.id, warning });
      }
      if (outcome.timedOut) {
        build.timedOut = true;
        this.log("build-timeout", {
          build: build.id,
          timeoutMs: config.buildTimeoutMs,
          killedWith: outcome.killedWith,
          graceMs: config.buildKillGraceMs,
        });
      }
      if (outcome.code !== 0 || outcome.timedOut) {
        const problems = contentProblemsOf(outcome.tail);
        finish("failed", {
          reason:
            problems.length > 0
              ? `El sitio no se publicó: el contenido tiene ${problems.length === 1 ? "un error" : `${problems.length} errores`}. ${problems.join(" · ")}`
              : failureReason(outcome, config.buildTimeoutMs),
          problems,
        });
        await failed();
        return false;
      }
      const source = path.resolve(config.projectDir, config.buildOutput);
      const { release, phases, files } = await makeRelease(config.outputDir, source);
      Object.assign(build.phases, phases);
      await moveLog(buildLogPath(config.outputDir, release));
      finish("ok", { release });
      this.log("build-published", {
        build: build.id,
        release,
        durationMs: build.durationMs,
        phases: build.phases,
        // Files of the release: linked to the previous release's (same bytes) or copied.
        files,
      });
      return true;
    } catch (error) {
      finish("failed", {
        reason: `publishing: ${error instanceof Error ? error.message : String(error)}`,
      });
      await failed();
      return false;
    }
  }
}
