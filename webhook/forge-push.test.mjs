// An editor's save reaches the site: the forge stand-in (forge/server.mjs) commits to a real
// bare repository and sends its signed push webhook to the receiver, which fetches and
// hard-resets its checkout to that exact commit, builds and publishes. Pushes to another
// branch, unsigned deliveries and old deliveries build nothing; a save the build refuses leaves
// the live site as it was and /status names the file and the reason.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { createHmac } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { startForge } from "../forge/server.mjs";
import { startReceiver } from "./server.mjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SECRET = "a-forge-secret-long-enough-1234";
const FILE = "content/sections/yoga/01-a.md";
const temp = mkdtempSync(path.join(os.tmpdir(), "iky-forge-push-"));
const bare = path.join(temp, "site.git");
const project = path.join(temp, "project");
const count = path.join(temp, "builds.txt");

/** @param {string[]} args */
const git = (args, cwd = project) =>
  execFileSync("git", args, {
    cwd,
    encoding: "utf8",
    env: {
      ...process.env,
      GIT_CONFIG_GLOBAL: "/dev/null",
      GIT_AUTHOR_NAME: "t",
      GIT_AUTHOR_EMAIL: "t@x",
      GIT_COMMITTER_NAME: "t",
      GIT_COMMITTER_EMAIL: "t@x",
    },
  }).trim();
const builds = () =>
  existsSync(count) ? readFileSync(count, "utf8").trim().split("\n").length : 0;

/** @type {Awaited<ReturnType<typeof startReceiver>>} */
let receiver;
/** @type {Awaited<ReturnType<typeof startForge>>} */
let forge;

before(async () => {
  const seed = path.join(temp, "seed");
  mkdirSync(path.join(seed, "content", "sections", "yoga"), { recursive: true });
  writeFileSync(path.join(seed, FILE), "---\nname: A\n---\n\nTexto inicial\n");
  git(["init", "-q", "-b", "main"], seed);
  git(["add", "."], seed);
  git(["commit", "-qm", "first"], seed);
  git(["clone", "-q", "--bare", seed, bare], temp);
  git(["clone", "-q", bare, project], temp);
  receiver = await startReceiver({
    port: 0,
    quiet: true,
    secret: "the-rebuild-secret-of-this-test",
    forgeSecret: SECRET,
    branch: "main",
    gitRemote: "origin",
    projectDir: project,
    outputDir: path.join(temp, "data"),
    buildCommand: `"${process.execPath}" "${path.join(HERE, "fixtures", "content-build.mjs")}"`,
    buildOutput: "public",
    buildEnv: { ...process.env, FAKE_BUILD_COUNT: count },
  });
  forge = await startForge({
    repoDir: bare,
    webhooks: [{ url: `${receiver.url}/forge`, secret: SECRET }],
  });
});

after(async () => {
  await forge?.close();
  await receiver?.close({ wait: true });
  rmSync(temp, { recursive: true, force: true });
});

const live = () => readFileSync(path.join(temp, "data", "current", "index.html"), "utf8");
/** @returns {Promise<import("./types.mjs").StatusAnswer>} */
const status = async () => (await fetch(`${receiver.url}/status`)).json();

/** Saves the file through the forge's API, as the admin does; resolves when it is built. */
async function save(/** @type {string} */ text) {
  const sha = git(["rev-parse", `main:${FILE}`], bare);
  const response = await fetch(`${forge.apiRoot}/repos/iky/sitio/contents`, {
    method: "POST",
    headers: { Authorization: `token ${forge.token()}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      branch: "main",
      message: "Contenido: cambia yoga",
      files: [
        { operation: "update", path: FILE, content: Buffer.from(text).toString("base64"), sha },
      ],
    }),
  });
  assert.equal(response.status, 201);
  const { commit } = await response.json();
  await forge.settle();
  await receiver.queue.idle();
  return String(commit.sha);
}

/** A delivery signed as the forge signs it. */
const deliver = (/** @type {object} */ payload, secret = SECRET, event = "push") => {
  const body = JSON.stringify(payload);
  return fetch(`${receiver.url}/forge`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-gitea-event": event,
      "x-gitea-signature": createHmac("sha256", secret).update(body).digest("hex"),
    },
    body,
  });
};

describe("the forge's push webhook", () => {
  test("a save is built from exactly its commit and published", async () => {
    const commit = await save("---\nname: A\n---\n\nTexto nuevo de la editora\n");
    assert.equal(git(["rev-parse", "HEAD"]), commit);
    assert.equal(live(), "<p>Texto nuevo de la editora</p>\n");
    const [last] = (await status()).builds;
    assert.equal(last?.result, "ok");
    assert.equal(last?.commit, commit);
    assert.equal(last?.trigger, "forge push");
  });

  test("a push to another branch, an unsigned or badly signed delivery, or another event builds nothing", async () => {
    const before = builds();
    const head = git(["rev-parse", "main"], bare);
    const other = await deliver({ ref: "refs/heads/borrador", before: head, after: head });
    assert.equal(other.status, 202);
    assert.equal((await other.json()).outcome, "ignored");
    const wrong = await deliver(
      { ref: "refs/heads/main", before: head, after: head },
      "not-the-secret",
    );
    assert.equal(wrong.status, 401);
    const unsigned = await fetch(`${receiver.url}/forge`, {
      method: "POST",
      headers: { "x-gitea-event": "push" },
      body: JSON.stringify({ ref: "refs/heads/main", after: head }),
    });
    assert.equal(unsigned.status, 401);
    const issue = await deliver({ action: "opened" }, SECRET, "issues");
    assert.equal((await issue.json()).outcome, "ignored");
    await receiver.queue.idle();
    assert.equal(builds(), before);
  });

  test("a broken save leaves the site as it was, /status names the file and the reason, and the next good save publishes", async () => {
    const before = live();
    const releases = (await status()).releases.length;
    await save("---\ntitulo: sin nombre\n---\n\nTexto roto\n");
    assert.equal(live(), before);
    const [last] = (await status()).builds;
    assert.equal(last?.result, "failed");
    assert.deepEqual(last?.problems, [`${FILE}: falta el texto de «name»`]);
    assert.match(
      String(last?.reason),
      /El sitio no se publicó: el contenido tiene un error\. content\/sections\/yoga\/01-a\.md: falta el texto de «name»/,
    );
    assert.equal((await status()).releases.length, releases);
    await save("---\nname: A\n---\n\nTexto arreglado\n");
    assert.equal(live(), "<p>Texto arreglado</p>\n");
  });

  test("an old delivery sent again does not bring an old commit back", async () => {
    const head = git(["rev-parse", "main"], bare);
    const old = git(["rev-parse", "main~2"], bare);
    const response = await deliver({ ref: "refs/heads/main", before: old, after: old });
    assert.equal(response.status, 202);
    await receiver.queue.idle();
    const [last] = (await status()).builds;
    assert.equal(last?.result, "failed");
    assert.match(String(last?.reason), /no longer the head/);
    assert.equal(git(["rev-parse", "HEAD"]), head);
    assert.equal(live(), "<p>Texto arreglado</p>\n");
  });
});
