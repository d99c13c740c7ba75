// The build queue. At most one build runs; while it runs, any number of requests leave
// exactly one build queued, which starts when the running one ends and therefore sees every
// change the requests announced. No request is dropped and no two builds overlap (they would
// share Gatsby's .cache and public/).
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import path from "node:path";
import { publish, releaseName } from "./releases.mjs";

const TAIL_LINES = 60;
// Lines of the build output worth keeping as the reason of a failure.
const ERROR_LINE = /\berror\b|ERROR|panic|failed|falló|No se pudo|Cannot|not found/i;
// The build's own warnings that a human should see in /status (e.g. an empty event list).
const WARNING_LINE = /^\s*warn(?:ing)?\b.*\[iky\]/i;

/**
 * Runs one shell command; resolves with its exit code and the tail of its output.
 * @returns {Promise<{ code: number | null, signal: string | null, tail: string[], warnings: string[], timedOut: boolean }>}
 */
export function runCommand(command, { cwd, env, timeoutMs, logFile = null }) {
  return new Promise((resolve) => {
    let out = null;
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
    const tail = [];
    const warnings = [];
    let partial = "";
    const onData = (chunk) => {
      out?.write(chunk);
      const lines = (partial + chunk.toString()).split(/\r?\n/);
      partial = lines.pop() ?? "";
      for (const raw of lines) {
        // eslint-disable-next-line no-control-regex
        const line = raw.replace(/\u001b\[[0-9;]*[A-Za-z]/g, "").trimEnd();
        if (!line) continue;
        tail.push(line);
        if (tail.length > TAIL_LINES) tail.shift();
        if (WARNING_LINE.test(line) && warnings.length < 20) warnings.push(line.trim());
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    let timedOut = false;
    const kill = () => {
      // The whole process group: gatsby build forks workers that would outlive the shell.
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        child.kill("SIGTERM");
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
    }, timeoutMs);
    child.once("error", (error) => {
      clearTimeout(timer);
      out?.end();
      resolve({ code: null, signal: null, tail: [error.message], warnings, timedOut });
    });
    child.once("close", (code, signal) => {
      clearTimeout(timer);
      if (partial) onData("\n");
      out?.end();
      resolve({ code, signal, tail, warnings, timedOut });
    });
  });
}

/** A short, human reason from a failed build's output. */
export function failureReason({ code, signal, tail, timedOut }, timeoutMs) {
  if (timedOut) return `la compilación superó ${Math.round(timeoutMs / 1000)} s y se detuvo`;
  const errors = tail.filter((line) => ERROR_LINE.test(line));
  const lines = (errors.length > 0 ? errors : tail).slice(-6).map((l) => l.trim());
  const status = signal ? `señal ${signal}` : `código ${code}`;
  const detail = lines.join(" | ").slice(0, 800);
  return detail ? `${status}: ${detail}` : status;
}

export class BuildQueue {
  /**
   * @param {import("./types.mjs").WebhookConfig} config
   * @param {(event: string, fields?: Record<string, unknown>) => void} log
   */
  constructor(config, log) {
    this.config = config;
    this.log = log;
    /** @type {import("./types.mjs").BuildRecord | null} */
    this.running = null;
    /** @type {import("./types.mjs").BuildRecord | null} */
    this.queued = null;
    /** @type {import("./types.mjs").BuildRecord[]} */
    this.history = [];
    this.nextId = 1;
    /** @type {Promise<void> | null} */
    this.loop = null;
  }

  /**
   * Asks for a build. Starts one when idle, queues one when a build runs, and otherwise
   * joins the build already queued.
   * @returns {{ outcome: "started" | "queued" | "coalesced", build: import("./types.mjs").BuildRecord }}
   */
  request(trigger = "webhook") {
    if (this.queued) {
      this.queued.requests += 1;
      return { outcome: "coalesced", build: this.queued };
    }
    const build = this.newRecord(trigger);
    if (this.running) {
      this.queued = build;
      this.log("build-queued", { build: build.id, trigger, running: this.running.id });
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
      log: null,
    };
  }

  async drain() {
    try {
      while (this.queued) {
        const build = this.queued;
        this.queued = null;
        this.running = build;
        await this.run(build);
        this.running = null;
        this.history.push(build);
        if (this.history.length > this.config.historySize) this.history.shift();
      }
    } finally {
      this.loop = null;
    }
  }

  /** One build, start to publish; never throws (the receiver must outlive any build). */
  async run(build) {
    const { config } = this;
    const started = Date.now();
    build.start = new Date(started).toISOString();
    build.log = path.join(
      config.outputDir,
      "builds",
      `${releaseName(new Date(started))}-${build.id}.log`,
    );
    build.result = "running";
    this.log("build-start", { build: build.id, trigger: build.trigger, requests: build.requests });
    const finish = (result, fields) => {
      Object.assign(build, { result, end: new Date().toISOString(), ...fields });
      build.durationMs = Date.now() - started;
    };
    try {
      const outcome = await runCommand(config.buildCommand, {
        cwd: config.projectDir,
        env: { GATSBY_TELEMETRY_DISABLED: "1", CI: "1", ...config.buildEnv },
        timeoutMs: config.buildTimeoutMs,
        // The whole output of each build, for the cases the reason does not explain.
        logFile: build.log,
      });
      build.warnings = outcome.warnings;
      for (const warning of outcome.warnings) {
        this.log("build-warning", { build: build.id, warning });
      }
      if (outcome.code !== 0 || outcome.timedOut) {
        finish("failed", { reason: failureReason(outcome, config.buildTimeoutMs) });
        this.log("build-failed", {
          build: build.id,
          reason: build.reason,
          durationMs: build.durationMs,
        });
        return;
      }
      const source = path.resolve(config.projectDir, config.buildOutput);
      const { release, removed } = await publish(config.outputDir, source, config.releasesKept);
      finish("ok", { release });
      this.log("build-published", {
        build: build.id,
        release,
        durationMs: build.durationMs,
        pruned: removed,
      });
    } catch (error) {
      finish("failed", { reason: `publicación: ${error.message}` });
      this.log("build-failed", { build: build.id, reason: build.reason });
    }
  }
}
