// The receiver with a fake build command (webhook/fixtures/fake-build.mjs): who may start a
// build, bursts, failures that keep the live site, releases and rollback.
// Run: node --test webhook/receiver.test.mjs (part of `npm test`).
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, afterEach, beforeEach, describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { sign } from "./auth.mjs";
import { currentRelease, listReleases } from "./releases.mjs";
import { startReceiver } from "./server.mjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const FAKE_BUILD = path.join(HERE, "fixtures", "fake-build.mjs");
const SECRET = "un-secreto-de-prueba-bastante-largo";
const temps = [];

/** A receiver on a free port with its own temp folders. */
async function receiver({ delayMs = 50, keep = 5, warn } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "iky-webhook-"));
  temps.push(dir);
  mkdirSync(path.join(dir, "project"), { recursive: true });
  const files = {
    out: path.join(dir, "project", "public"),
    count: path.join(dir, "builds.txt"),
    fail: path.join(dir, "fail"),
    output: path.join(dir, "data"),
  };
  const r = await startReceiver({
    port: 0,
    quiet: true,
    secret: SECRET,
    projectDir: path.join(dir, "project"),
    outputDir: files.output,
    buildCommand: `"${process.execPath}" "${FAKE_BUILD}"`,
    buildOutput: "public",
    releasesKept: keep,
    buildEnv: {
      ...process.env,
      FAKE_BUILD_OUT: files.out,
      FAKE_BUILD_COUNT: files.count,
      FAKE_BUILD_FAIL: files.fail,
      FAKE_BUILD_DELAY_MS: String(delayMs),
      ...(warn ? { FAKE_BUILD_WARN: warn } : {}),
    },
  });
  const builds = () =>
    existsSync(files.count) ? readFileSync(files.count, "utf8").trim().split("\n").length : 0;
  const live = () => readFileSync(path.join(files.output, "current", "index.html"), "utf8");
  const status = async () => (await fetch(`${r.url}/status`)).json();
  return { ...r, files, builds, live, status, dir };
}

const post = (r, { body = '{"evento":41}', headers = {} } = {}) =>
  fetch(`${r.url}/rebuild`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });
const signed = (r, body = '{"evento":41}', secret = SECRET) =>
  post(r, { body, headers: { "x-iky-signature": sign(body, secret) } });
const bearer = (r, token = SECRET) => post(r, { headers: { authorization: `Bearer ${token}` } });

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

describe("quién puede pedir una compilación", () => {
  test("sin secreto: 401 y no se compila nada", async () => {
    r = await receiver();
    const response = await post(r);
    assert.equal(response.status, 401);
    assert.match((await response.json()).error, /Firma o token incorrectos/);
    await r.queue.idle();
    assert.equal(r.builds(), 0);
    assert.deepEqual((await r.status()).builds, []);
  });

  test("secreto equivocado (firma o token): 401 y no se compila nada", async () => {
    r = await receiver();
    assert.equal((await signed(r, '{"evento":41}', "otro-secreto-otro-secreto")).status, 401);
    assert.equal((await bearer(r, "otro-secreto-otro-secreto")).status, 401);
    assert.equal((await bearer(r, `${SECRET}x`)).status, 401);
    assert.equal((await bearer(r, SECRET.slice(0, -1))).status, 401);
    // A signature of another body does not authorise this one.
    const response = await post(r, {
      body: '{"evento":42}',
      headers: { "x-iky-signature": sign('{"evento":41}', SECRET) },
    });
    assert.equal(response.status, 401);
    await r.queue.idle();
    assert.equal(r.builds(), 0);
    const lines = readFileSync(path.join(r.files.output, "webhook.log"), "utf8").trim().split("\n");
    const rejected = lines.map((line) => JSON.parse(line)).filter((e) => e.status === 401);
    assert.equal(rejected.length, 5, "cada rechazo queda en el registro, una línea JSON");
  });

  test("cuerpo demasiado grande: 413 y no se compila nada", async () => {
    r = await receiver();
    const body = JSON.stringify({ relleno: "x".repeat(20 * 1024) });
    const response = await post(r, { body, headers: { "x-iky-signature": sign(body, SECRET) } });
    assert.equal(response.status, 413);
    await r.queue.idle();
    assert.equal(r.builds(), 0);
  });

  test("con la firma HMAC del cuerpo, o con el token, se compila y se publica", async () => {
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
    assert.equal(last.result, "ok");
    assert.equal(last.release, status.current);
    assert.ok(last.start && last.end && last.durationMs >= 0);
  });
});

describe("ráfagas, fallos y versiones", () => {
  test("50 llamadas en un segundo: todas aceptadas, como mucho 2 compilaciones", async () => {
    r = await receiver({ delayMs: 400 });
    const responses = await Promise.all(Array.from({ length: 50 }, () => signed(r)));
    assert.deepEqual(new Set(responses.map((res) => res.status)), new Set([202]));
    const outcomes = await Promise.all(responses.map((res) => res.json()));
    assert.equal(outcomes.filter((o) => o.outcome === "started").length, 1);
    assert.equal(outcomes.filter((o) => o.outcome === "queued").length, 1);
    const during = await r.status();
    assert.ok(during.running, "una compilación en curso");
    assert.equal(during.queued.requests, 49, "la cola única reúne las otras 49 llamadas");
    await r.queue.idle();
    assert.equal(r.builds(), 2);
    const status = await r.status();
    assert.equal(status.builds.length, 2);
    assert.ok(status.builds.every((b) => b.result === "ok"));
    assert.equal(
      status.builds.reduce((sum, b) => sum + b.requests, 0),
      50,
      "ninguna llamada se pierde",
    );
  });

  test("una compilación fallida no toca `current` y queda registrada con su motivo", async () => {
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
    assert.equal(failed.result, "failed");
    assert.equal(failed.release, null);
    assert.match(failed.reason, /código 1: .*No se pudo leer eventos de la API.*503/);
    const log = readFileSync(path.join(r.files.output, "webhook.log"), "utf8");
    const event = log
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line))
      .find((e) => e.event === "build-failed");
    assert.match(event.reason, /503/);
  });

  test("los avisos de la compilación llegan a /status y al registro", async () => {
    r = await receiver({ warn: "La API devolvió 0 eventos; la compilación anterior tenía 12." });
    await signed(r);
    await r.queue.idle();
    const [build] = (await r.status()).builds;
    assert.equal(build.result, "ok");
    assert.deepEqual(build.warnings, [
      "warning [iky] La API devolvió 0 eventos; la compilación anterior tenía 12.",
    ]);
  });

  test("se guardan las últimas N versiones y `npm run rollback` vuelve a la anterior", async () => {
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
    assert.match(stdout, /Versión publicada: .* \(antes: .*\)\./);
    assert.equal(currentRelease(r.files.output), releases[0]);
    assert.equal(r.live(), "<h1>build 2</h1>\n");

    // Nothing older is left: a second rollback says so and leaves the site alone.
    await assert.rejects(
      run(process.execPath, [path.join(HERE, "rollback.mjs")], { env }),
      (error) => /No hay una versión anterior/.test(error.stderr) && error.code === 1,
    );
    assert.equal(r.live(), "<h1>build 2</h1>\n");
  });

  test("sin WEBHOOK_SECRET (o con uno corto) el receptor no arranca", async () => {
    await assert.rejects(startReceiver({ port: 0, quiet: true, secret: "" }), /WEBHOOK_SECRET/);
    await assert.rejects(startReceiver({ port: 0, quiet: true, secret: "corto" }), /16 caracteres/);
  });
});
