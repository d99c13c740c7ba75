// The receiver with a fake build command (webhook/fixtures/fake-build.mjs): who may start a
// build (signature with timestamp, replays, bearer), bursts, failures that keep the live
// site, builds that outlive their time-out, bounded logs, releases and rollback.
// Run: node --test webhook/receiver.test.mjs (part of `npm test`).
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, afterEach, beforeEach, describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { ReplayGuard, nowSeconds, sign, signedHeaders } from "./auth.mjs";
import { FAKE_BUILD_COMMAND, fakeProject } from "./fixtures/fake-project.mjs";
import { createLogger } from "./log.mjs";
import { currentRelease, listReleases } from "./releases.mjs";
import { startReceiver } from "./server.mjs";
import { withGatsbyHeap } from "../scripts/lib/gatsby-build.mjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SECRET = "un-secreto-de-prueba-bastante-largo";
/** @type {string[]} */
const temps = [];

/**
 * A receiver on a free port with its own temp folders.
 * @param {{ delayMs?: number, keep?: number, warn?: string, hang?: string,
 *   timeoutMs?: number, graceMs?: number }} [options]
 */
async function receiver({ delayMs = 50, keep = 5, warn, hang, timeoutMs, graceMs } = {}) {
  const { dir, files, env, builds } = fakeProject("iky-webhook-", {
    FAKE_BUILD_DELAY_MS: String(delayMs),
    ...(warn ? { FAKE_BUILD_WARN: warn } : {}),
    ...(hang ? { FAKE_BUILD_HANG: hang } : {}),
  });
  temps.push(dir);
  const r = await startReceiver({
    port: 0,
    quiet: true,
    secret: SECRET,
    projectDir: files.project,
    outputDir: files.output,
    buildCommand: FAKE_BUILD_COMMAND,
    buildOutput: "public",
    releasesKept: keep,
    ...(timeoutMs ? { buildTimeoutMs: timeoutMs } : {}),
    ...(graceMs !== undefined ? { buildKillGraceMs: graceMs } : {}),
    buildEnv: { ...process.env, ...env },
  });
  const live = () => readFileSync(path.join(files.output, "current", "index.html"), "utf8");
  /** @returns {Promise<import("./types.mjs").StatusAnswer>} */
  const status = async () => (await fetch(`${r.url}/status`)).json();
  /** The log's events, as objects. */
  const events = () =>
    readFileSync(path.join(files.output, "webhook.log"), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
  return { ...r, files, builds, live, status, events, dir };
}

/** @typedef {Awaited<ReturnType<typeof receiver>>} Receiver */

/**
 * @param {Receiver} r
 * @param {{ body?: string, headers?: Record<string, string> }} [request]
 */
const post = (r, { body = '{"evento":41}', headers = {} } = {}) =>
  fetch(`${r.url}/rebuild`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });
let calls = 0;
/**
 * A signed call; each body is unique, as a real sender's (a repeated signature is a replay).
 * @param {Receiver} r
 */
const signed = (r, body = `{"evento":41,"n":${++calls}}`, secret = SECRET, at = nowSeconds()) =>
  post(r, { body, headers: signedHeaders(body, secret, at) });
/** @param {Receiver} r */
const bearer = (r, token = SECRET) => post(r, { headers: { authorization: `Bearer ${token}` } });
/**
 * Running, as opposed to gone or a zombie (an orphan's exit status waits for a reaper that a
 * container's PID 1 may never be).
 * @param {number} pid
 */
const alive = (pid) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return !/^\d+ \(.*\) [ZX]/.test(stat);
  } catch {
    return false;
  }
};

/** @type {Receiver | null} */
let r;
beforeEach(() => {
  r = null;
});
afterEach(async () => {
  await r?.close({ wait: true });
});
after(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe("who may ask for a build", () => {
  test("without a secret: 401 and nothing is built", async () => {
    r = await receiver();
    const response = await post(r);
    assert.equal(response.status, 401);
    assert.match((await response.json()).error, /Wrong signature or token/);
    await r.queue.idle();
    assert.equal(r.builds(), 0);
    assert.deepEqual((await r.status()).builds, []);
  });

  test("wrong secret (signature or token): 401 and nothing is built", async () => {
    r = await receiver();
    assert.equal((await signed(r, '{"evento":41}', "otro-secreto-otro-secreto")).status, 401);
    assert.equal((await bearer(r, "otro-secreto-otro-secreto")).status, 401);
    assert.equal((await bearer(r, `${SECRET}x`)).status, 401);
    assert.equal((await bearer(r, SECRET.slice(0, -1))).status, 401);
    // A signature of another body does not authorise this one.
    const response = await post(r, {
      body: '{"evento":42}',
      headers: signedHeaders('{"evento":41}', SECRET),
    });
    assert.equal(response.status, 401);
    await r.queue.idle();
    assert.equal(r.builds(), 0);
    // Counted, and written once as a summary (on close, or every WEBHOOK_REJECT_SUMMARY_MS).
    assert.equal(r.events().filter((e) => /rejected/.test(e.event)).length, 0);
    await r.close();
    const summaries = r.events().filter((e) => /rejected/.test(e.event));
    assert.equal(summaries.length, 1, "one summary line, not one per refusal");
    assert.equal(summaries[0].event, "requests-rejected");
    assert.equal(summaries[0].total, 5);
    assert.deepEqual(summaries[0].reasons, {
      "401 wrong signature": 2,
      "401 wrong token": 3,
    });
    assert.deepEqual(Object.values(summaries[0].remotes), [5]);
    r = null;
  });

  test("the signature covers x-iky-timestamp: outside ±5 min or repeated, refused", async () => {
    r = await receiver();
    const body = '{"evento":41,"motivo":"ventana"}';
    const now = nowSeconds();
    // Without the timestamp, or with a signature of the body alone (the old scheme): 401.
    const old = `sha256=${(await import("node:crypto")).createHmac("sha256", SECRET).update(body).digest("hex")}`;
    assert.equal((await post(r, { body, headers: { "x-iky-signature": old } })).status, 401);
    const noStamp = await post(r, {
      body,
      headers: { "x-iky-signature": sign(body, SECRET, now) },
    });
    assert.equal(noStamp.status, 401);
    assert.match((await noStamp.json()).error, /x-iky-timestamp/);
    // A timestamp changed after signing breaks the signature.
    const moved = { ...signedHeaders(body, SECRET, now), "x-iky-timestamp": String(now + 1) };
    assert.equal((await post(r, { body, headers: moved })).status, 401);
    // Outside the window, either way, even when correctly signed.
    for (const at of [now - 310, now + 310]) {
      const res = await signed(r, body, SECRET, at);
      assert.equal(res.status, 401, `marca ${at - now} s`);
      assert.match((await res.json()).error, /5 minutes/);
    }
    // Inside the window (a sender whose clock is 4 minutes behind): accepted, once.
    const headers = signedHeaders(body, SECRET, now - 240);
    assert.equal((await post(r, { body, headers })).status, 202);
    const replayed = await post(r, { body, headers });
    assert.equal(replayed.status, 409);
    assert.match((await replayed.json()).error, /already used/);
    await r.queue.idle();
    assert.equal(r.builds(), 1, "the replay does not build");
    await r.close();
    const [summary] = r.events().filter((e) => e.event === "requests-rejected");
    assert.deepEqual(summary.reasons, {
      "401 wrong signature": 1,
      "401 signature without a timestamp": 2,
      "401 timestamp outside the window": 2,
      "409 replayed signature": 1,
    });
    r = null;
  });

  test("the signature memory is bounded: when full, refuses; past the window, forgets", () => {
    const guard = new ReplayGuard({ windowS: 300, max: 2 });
    const t = 1_800_000_000;
    assert.equal(guard.admit("a", t, t), "new");
    assert.equal(guard.admit("a", t, t + 10), "replayed");
    assert.equal(guard.admit("b", t + 5, t + 10), "new");
    assert.equal(
      guard.admit("c", t + 20, t + 20),
      "full",
      "full: a still-valid signature is not forgotten",
    );
    assert.equal(guard.size, 2);
    assert.equal(guard.admit("c", t + 20, t + 303), "new", "«a» has left the window");
    assert.equal(guard.size, 2);
  });

  test("body too large: 413 and nothing is built", async () => {
    r = await receiver();
    const body = JSON.stringify({ relleno: "x".repeat(20 * 1024) });
    const response = await post(r, { body, headers: signedHeaders(body, SECRET) });
    assert.equal(response.status, 413);
    await r.queue.idle();
    assert.equal(r.builds(), 0);
  });

  test("with the body's HMAC signature, or with the token, it builds and publishes", async () => {
    r = await receiver();
    const response = await signed(r);
    assert.equal(response.status, 202);
    assert.equal((await response.json()).outcome, "started");
    await r.queue.idle();
    assert.equal(r.live(), "<h1>build 1</h1>\n");
    assert.equal((await bearer(r)).status, 202);
    await r.queue.idle();
    assert.equal(r.live(), "<h1>build 2</h1>\n");
    const status = await r.status();
    assert.equal(status.running, null);
    assert.equal(status.queued, null);
    assert.equal(status.builds.length, 2);
    const [last] = status.builds;
    assert.ok(last);
    assert.equal(last.result, "ok");
    assert.equal(last.release, status.current);
    assert.ok(last.start && last.end && (last.durationMs ?? -1) >= 0);
    // The build's heap ceiling (unless this machine's NODE_OPTIONS sets its own) and the
    // publishing settings (scripts/lib/gatsby-build.mjs).
    const { NODE_OPTIONS } = withGatsbyHeap({ NODE_OPTIONS: process.env.NODE_OPTIONS });
    assert.ok(NODE_OPTIONS?.includes("--max-old-space-size="));
    assert.ok(
      readFileSync(last.log ?? "", "utf8").includes(`NODE_OPTIONS=${NODE_OPTIONS} IKY_TYPEGEN=off`),
      "the build gets the memory ceiling and IKY_TYPEGEN=off",
    );
  });

  test("where a build's time went: its phases in /status and in the log", async () => {
    r = await receiver({ delayMs: 300, keep: 1 });
    assert.equal((await signed(r)).status, 202);
    await r.queue.idle();
    assert.equal((await signed(r)).status, 202);
    await r.queue.idle();
    const [build] = (await r.status()).builds;
    assert.ok(build);
    const phases = build.phases;
    assert.deepEqual(Object.keys(phases), ["queueMs", "buildMs", "copyMs", "switchMs", "pruneMs"]);
    assert.ok(Object.values(phases).every((ms) => Number.isInteger(ms) && ms >= 0));
    assert.ok((phases.buildMs ?? 0) >= 300, "the build command's time, stand-in delay included");
    const { pruneMs, ...untilLive } = phases;
    const total = Object.values(untilLive).reduce((sum, ms) => sum + ms, 0);
    assert.ok(
      total <= (build.durationMs ?? 0) + (phases.queueMs ?? 0) + 5,
      "no phase is counted twice",
    );
    // The release is live and logged as published before the old one is pruned.
    const events = r.events().filter((e) => e.build === build.id);
    const names = events.map((e) => e.event);
    assert.deepEqual(names.slice(-2), ["build-published", "releases-pruned"]);
    assert.deepEqual(events.at(-2)?.phases, untilLive);
    assert.deepEqual(events.at(-2)?.files, { files: 2, linked: 0, copied: 2, copiedBytes: 25 });
    assert.equal(events.at(-1)?.pruneMs, pruneMs);
    assert.equal(events.at(-1)?.pruned.length, 1);
  });
});

describe("bursts, failures and releases", () => {
  test("50 calls in one second: all accepted, at most 2 builds", async () => {
    r = await receiver({ delayMs: 400 });
    const rec = r;
    const responses = await Promise.all(Array.from({ length: 50 }, () => signed(rec)));
    assert.deepEqual(new Set(responses.map((res) => res.status)), new Set([202]));
    const outcomes = await Promise.all(responses.map((res) => res.json()));
    assert.equal(outcomes.filter((o) => o.outcome === "started").length, 1);
    assert.equal(outcomes.filter((o) => o.outcome === "queued").length, 1);
    const during = await r.status();
    assert.ok(during.running, "a build is running");
    assert.equal(during.queued?.requests, 49, "the single queue gathers the other 49 calls");
    await r.queue.idle();
    assert.equal(r.builds(), 2);
    const status = await r.status();
    assert.equal(status.builds.length, 2);
    assert.ok(status.builds.every((b) => b.result === "ok"));
    assert.equal(
      status.builds.reduce((sum, b) => sum + b.requests, 0),
      50,
      "no call is lost",
    );
  });

  test("a failed build leaves `current` alone and is logged with its reason", async () => {
    r = await receiver();
    await signed(r);
    await r.queue.idle();
    const before = currentRelease(r.files.output);
    writeFileSync(r.files.fail, "");
    assert.equal((await signed(r)).status, 202);
    await r.queue.idle();
    assert.equal(currentRelease(r.files.output), before);
    assert.equal(r.live(), "<h1>build 1</h1>\n");
    assert.equal((await listReleases(r.files.output)).length, 1);
    const [failed] = (await r.status()).builds;
    assert.ok(failed);
    assert.equal(failed.result, "failed");
    assert.equal(failed.release, null);
    assert.match(failed.reason ?? "", /exit code 1: .*Could not read the events from the API.*503/);
    const log = readFileSync(path.join(r.files.output, "webhook.log"), "utf8");
    const event = log
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line))
      .find((e) => e.event === "build-failed");
    assert.match(event.reason, /503/);
  });

  test("the build's warnings reach /status and the log", async () => {
    r = await receiver({ warn: "The API answered 0 events; the previous build had 12." });
    await signed(r);
    await r.queue.idle();
    const [build] = (await r.status()).builds;
    assert.ok(build);
    assert.equal(build.result, "ok");
    assert.deepEqual(build.warnings, [
      "warning [iky] The API answered 0 events; the previous build had 12.",
    ]);
  });

  test("the last N releases are kept and `npm run rollback` goes back to the previous one", async () => {
    r = await receiver({ keep: 2 });
    for (let i = 0; i < 3; i += 1) {
      await signed(r);
      await r.queue.idle();
    }
    const releases = await listReleases(r.files.output);
    assert.equal(releases.length, 2);
    assert.equal(currentRelease(r.files.output), releases[1]);
    assert.equal(r.live(), "<h1>build 3</h1>\n");

    const run = promisify(execFile);
    const env = { ...process.env, WEBHOOK_OUTPUT_DIR: r.files.output };
    const { stdout } = await run(process.execPath, [path.join(HERE, "rollback.mjs")], { env });
    assert.match(stdout, /Published release: .* \(before: .*\)\./);
    assert.equal(currentRelease(r.files.output), releases[0]);
    assert.equal(r.live(), "<h1>build 2</h1>\n");

    // Nothing older is left: a second rollback says so and leaves the site alone.
    await assert.rejects(
      run(process.execPath, [path.join(HERE, "rollback.mjs")], { env }),
      (error) => {
        const { stderr, code } = /** @type {{ stderr: string, code: number }} */ (error);
        return /There is no release before/.test(stderr) && code === 1;
      },
    );
    assert.equal(r.live(), "<h1>build 2</h1>\n");
  });

  test(
    "a build that ignores SIGTERM: SIGKILL to the group after the grace period, and the queue goes on",
    // The limit applies to every build, the next one included: 10 s, which only the hanging
    // build reaches (the next one, a fake build of 50 ms, outran 1.5 s on a loaded machine).
    { timeout: 60_000 },
    async () => {
      r = await receiver({ hang: "1", timeoutMs: 10_000, graceMs: 400 });
      assert.equal((await signed(r)).status, 202);
      // Wait until the stuck build and its worker are up, then queue the next build.
      for (let i = 0; i < 200 && !existsSync(r.files.pids); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const queued = await (await signed(r)).json();
      assert.equal(queued.outcome, "queued");
      await r.queue.idle();
      const pids = readFileSync(r.files.pids, "utf8").trim().split("\n").map(Number);
      assert.equal(pids.length, 2, "the build and its worker");
      for (const pid of pids) assert.equal(alive(pid), false, `process ${pid} is still alive`);
      const [second, first] = (await r.status()).builds;
      assert.ok(second);
      assert.ok(first);
      assert.equal(first.result, "failed");
      assert.equal(first.timedOut, true);
      assert.match(
        first.reason ?? "",
        /exceeded 10 s and was stopped \(SIGTERM was not enough; stopped with SIGKILL\)/,
      );
      assert.equal(second.result, "ok", "the queue moves on to the next build");
      assert.equal(r.live(), "<h1>build 2</h1>\n");
      const timeout = r.events().find((e) => e.event === "build-timeout");
      assert.deepEqual(
        { build: timeout.build, killedWith: timeout.killedWith, graceMs: timeout.graceMs },
        { build: first.id, killedWith: "SIGKILL", graceMs: 400 },
      );
    },
  );

  test("build logs are pruned with their releases; failed ones, the last N", async () => {
    r = await receiver({ keep: 2 });
    for (let i = 0; i < 3; i += 1) {
      await signed(r);
      await r.queue.idle();
    }
    const logs = () => readdirSync(path.join(r?.files.output ?? "", "builds")).sort();
    const releases = await listReleases(r.files.output);
    assert.deepEqual(
      logs(),
      releases.map((name) => `${name}.log`),
    );
    const [last] = (await r.status()).builds;
    assert.ok(last);
    assert.equal(last.log, path.join(r.files.output, "builds", `${last.release}.log`));
    assert.match(readFileSync(last.log, "utf8"), /fake build no\. 3/);

    writeFileSync(r.files.fail, "");
    for (let i = 0; i < 3; i += 1) {
      await signed(r);
      await r.queue.idle();
    }
    const failed = logs().filter((name) => name.endsWith(".failed.log"));
    assert.equal(failed.length, 2, logs().join(", "));
    assert.match(
      readFileSync(path.join(r.files.output, "builds", failed[1] ?? ""), "utf8"),
      /status 503/,
    );
    assert.equal(logs().length, 4, "2 versiones + 2 fallidas");
  });

  test("webhook.log rotates by size: never more than (N + 1) × the limit", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "iky-log-"));
    temps.push(dir);
    const file = path.join(dir, "webhook.log");
    const log = createLogger({ file, stdout: false, maxBytes: 2048, files: 2 });
    for (let i = 0; i < 500; i += 1) log("request-accepted", { n: i, relleno: "x".repeat(40) });
    const names = readdirSync(dir).sort();
    assert.deepEqual(names, ["webhook.log", "webhook.log.1", "webhook.log.2"]);
    for (const name of names) assert.ok(statSync(path.join(dir, name)).size <= 2048, name);
    const newest = readFileSync(file, "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    assert.equal(newest.at(-1).n, 499, "the last line written is in webhook.log");
  });

  test("without WEBHOOK_SECRET (or with a short one) the receiver does not start", async () => {
    await assert.rejects(startReceiver({ port: 0, quiet: true, secret: "" }), /WEBHOOK_SECRET/);
    await assert.rejects(startReceiver({ port: 0, quiet: true, secret: "corto" }), /16 characters/);
  });
});
