// Soak test of the receiver: 1,000 signed and 10,000 unsigned requests on
// loopback against `node webhook/server.mjs` in its own process, with a stand-in build that
// lasts until the flood is over. It asserts at most 2 builds, a bounded log (rotated by size,
// rejections as counted summaries), bounded memory of the receiver's process, and that
// /status keeps answering during the flood. Prints the figures (node --test diagnostics).
// Run: node --test webhook/soak.test.mjs (part of `npm test`; about 10–30 s).
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { signedHeaders } from "./auth.mjs";
import { FAKE_BUILD_COMMAND, fakeProject } from "./fixtures/fake-project.mjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SIGNED = 1_000;
const UNSIGNED = 10_000;
const CONCURRENCY = 32;
const LOG_MAX_BYTES = 64 * 1024;
const LOG_FILES = 2;
// Bounds for the receiver's process (Node itself takes ~50 MB).
const MAX_PEAK_RSS_MB = 256;
const MAX_RSS_GROWTH_MB = 96;
// How long the test waits for the queued build after the flood: only a receiver that never
// builds again reaches it (the stand-in build itself takes 10 ms).
const HANG_MS = 120_000;

/**
 * Resident and peak memory of a process, in MB, from /proc.
 * @param {number} pid
 */
function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  /** @param {string} key */
  const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

test("1,000 signed and 10,000 unsigned: ≤ 2 builds, bounded log and memory, /status answers", async (t) => {
  // The first build lasts until the flood is over (FAKE_BUILD_WAIT_FILE): every signed
  // request meets a build running or queued.
  const release = "release-builds";
  const {
    dir,
    files,
    env,
    builds: countBuilds,
  } = fakeProject("iky-soak-", {
    FAKE_BUILD_DELAY_MS: "10",
  });
  const releaseFile = path.join(dir, release);
  const secret = randomBytes(24).toString("hex");
  const child = spawn(process.execPath, [path.join(HERE, "server.mjs")], {
    env: {
      ...process.env,
      WEBHOOK_SECRET: secret,
      WEBHOOK_HOST: "127.0.0.1",
      WEBHOOK_PORT: "0",
      WEBHOOK_PROJECT_DIR: files.project,
      WEBHOOK_OUTPUT_DIR: files.output,
      WEBHOOK_BUILD_COMMAND: FAKE_BUILD_COMMAND,
      WEBHOOK_LOG_MAX_BYTES: String(LOG_MAX_BYTES),
      WEBHOOK_LOG_FILES: String(LOG_FILES),
      WEBHOOK_REJECT_SUMMARY_MS: "1000",
      ...env,
      FAKE_BUILD_WAIT_FILE: releaseFile,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    // The receiver logs to stdout too (a journal's view); read its address, keep draining.
    const lines = createInterface({
      input: /** @type {import("node:stream").Readable} */ (child.stdout),
    });
    const url = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("the receiver did not start")), 15_000);
      lines.on("line", (line) => {
        if (!line.includes('"receiver-start"')) return;
        clearTimeout(timer);
        resolve(JSON.parse(line).url);
      });
      child.once("exit", (code) => reject(new Error(`the receiver exited (${code})`)));
    });
    const pid = /** @type {number} */ (child.pid);
    const before = memory(pid);

    // /status is polled through the flood, as an operator would.
    const statusTimes = /** @type {number[]} */ ([]);
    let flooding = true;
    const poll = (async () => {
      while (flooding) {
        const started = performance.now();
        const res = await fetch(`${url}/status`);
        assert.equal(res.status, 200);
        await res.json();
        statusTimes.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();

    const statuses = new Map();
    const total = SIGNED + UNSIGNED;
    let next = 0;
    let peakDuring = before.peak;
    const started = performance.now();
    const worker = async () => {
      for (let i = next++; i < total; i = next++) {
        // Every 11th request is signed; the others carry no, a wrong or a stale credential.
        const body = `{"evento":41,"n":${i}}`;
        /** @type {Record<string, string>} */
        let headers;
        if (i % 11 === 0) headers = signedHeaders(body, secret);
        else if (i % 3 === 0) headers = { authorization: "Bearer un-token-equivocado-de-prueba" };
        else if (i % 3 === 1) headers = signedHeaders(body, "otro-secreto-otro-secreto");
        else headers = {};
        const res = await fetch(`${url}/rebuild`, {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body,
        });
        await res.arrayBuffer();
        const kind = i % 11 === 0 ? "signed" : "unsigned";
        const key = `${kind} ${res.status}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
        if (i % 500 === 0) peakDuring = Math.max(peakDuring, memory(pid).rss);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;
    flooding = false;
    await poll;

    writeFileSync(releaseFile, "");
    // The queued build runs after the first; wait for both (a limit only a hang reaches).
    /** @type {{ running: unknown, queued: unknown, builds: { result: string, requests: number }[] }} */
    let status = { running: true, queued: true, builds: [] };
    const waitUntil = performance.now() + HANG_MS;
    while ((status.running || status.queued) && performance.now() < waitUntil) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = await (await fetch(`${url}/status`)).json();
    }
    const after = memory(pid);
    const builds = countBuilds();

    child.kill("SIGTERM");
    await exited;
    const logs = readdirSync(files.output).filter((name) => name.startsWith("webhook.log"));
    const sizes = logs.map((name) => statSync(path.join(files.output, name)).size);
    const events = logs
      .flatMap((name) => readFileSync(path.join(files.output, name), "utf8").trim().split("\n"))
      .map((line) => JSON.parse(line));
    const summaries = events.filter((e) => e.event === "requests-rejected");
    const statusMax = Math.max(...statusTimes);

    t.diagnostic(
      `${total} requests in ${seconds.toFixed(1)} s (${Math.round(total / seconds)}/s, ${CONCURRENCY} at a time): ` +
        JSON.stringify(Object.fromEntries(statuses)),
    );
    t.diagnostic(
      `builds: ${builds}; requests per build: ${status.builds.map((b) => b.requests).join(" + ")}`,
    );
    t.diagnostic(
      `receiver memory: RSS ${before.rss.toFixed(0)} MB before, ${after.rss.toFixed(0)} MB after, peak ${after.peak.toFixed(0)} MB`,
    );
    t.diagnostic(
      `webhook.log: ${logs.length} files, ${sizes.map((s) => `${(s / 1024).toFixed(0)} KB`).join(" + ")}; ` +
        `${summaries.length} refusal summary lines (${summaries.reduce((n, e) => n + e.total, 0)} refusals counted in what is left)`,
    );
    t.diagnostic(
      `/status during the burst: ${statusTimes.length} requests, max ${statusMax.toFixed(0)} ms`,
    );

    assert.equal(statuses.get("signed 202"), SIGNED, JSON.stringify(Object.fromEntries(statuses)));
    assert.equal(statuses.get("unsigned 401"), UNSIGNED);
    assert.ok(builds <= 2, `${builds} builds`);
    assert.equal(
      status.builds.reduce((n, b) => n + b.requests, 0),
      SIGNED,
      "no signed call is lost",
    );
    assert.ok(status.builds.every((b) => b.result === "ok"));

    assert.ok(logs.includes("webhook.log.1"), "the log rotated");
    assert.ok(logs.length <= LOG_FILES + 1, logs.join(", "));
    for (const size of sizes) assert.ok(size <= LOG_MAX_BYTES, `${size} bytes`);
    assert.equal(events.filter((e) => e.status === 401).length, 0, "no refusal written one by one");
    assert.ok(
      summaries.length >= 1 && summaries.length <= seconds + 5,
      `${summaries.length} summaries`,
    );

    assert.ok(after.peak < MAX_PEAK_RSS_MB, `pico ${after.peak.toFixed(0)} MB`);
    assert.ok(
      after.rss - before.rss < MAX_RSS_GROWTH_MB,
      `grew ${(after.rss - before.rss).toFixed(0)} MB`,
    );
    assert.ok(peakDuring < MAX_PEAK_RSS_MB);
    // /status answered during the flood (every poll asserts a 200): the receiver's event loop
    // was never blocked for the whole flood. How fast it answered is printed above, not
    // asserted: a busy machine slows every answer without any defect.
    assert.ok(statusTimes.length > 0, "/status answered during the flood");
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
  }
});
