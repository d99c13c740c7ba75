// The forge stand-in against a real bare repository: the sign-in with PKCE, the reads Sveltia
// makes, one commit with exactly the saved files, a stale save refused with nothing lost, and
// the signed push webhook.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { createHash, createHmac } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { startForge } from "./server.mjs";

const temp = mkdtempSync(path.join(os.tmpdir(), "iky-forge-test-"));
const bare = path.join(temp, "site.git");
const work = path.join(temp, "work");
const SECRET = "forge-webhook-secret-for-tests";

/** @param {string[]} args */
const git = (args, cwd = work) =>
  execFileSync("git", args, {
    cwd,
    encoding: "utf8",
    env: { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null" },
  }).trim();

/** @type {Awaited<ReturnType<typeof startForge>>} */
let forge;
/** @type {http.Server} */
let hookServer;
/** @type {{ headers: http.IncomingHttpHeaders, body: string }[]} */
const received = [];

before(async () => {
  mkdirSync(path.join(work, "content", "sections", "yoga"), { recursive: true });
  writeFileSync(
    path.join(work, "content", "sections", "yoga", "01-a.md"),
    "---\nname: A\n---\n\nHola\n",
  );
  writeFileSync(
    path.join(work, "content", "sections", "yoga", "01-a.en.md"),
    "---\nname: A\n---\n\nHello\n",
  );
  git(["init", "-q", "-b", "main"]);
  git(["-c", "user.name=t", "-c", "user.email=t@example.org", "add", "."]);
  git(["-c", "user.name=t", "-c", "user.email=t@example.org", "commit", "-qm", "first"]);
  git(["clone", "-q", "--bare", work, bare], temp);
  hookServer = http.createServer((req, res) => {
    /** @type {Buffer[]} */
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString() });
      res.writeHead(202).end();
    });
  });
  await new Promise((resolve) => hookServer.listen(0, "127.0.0.1", () => resolve(undefined)));
  const { port } = /** @type {import("node:net").AddressInfo} */ (hookServer.address());
  forge = await startForge({
    repoDir: bare,
    webhooks: [{ url: `http://127.0.0.1:${port}/hook`, secret: SECRET }],
  });
});

after(async () => {
  await forge?.close();
  await new Promise((resolve) => hookServer?.close(() => resolve(undefined)));
  rmSync(temp, { recursive: true, force: true });
});

/**
 * @param {string} route
 * @param {{ method?: string, body?: unknown, token?: string | null }} [options]
 */
async function call(route, { method = "GET", body, token } = {}) {
  const response = await fetch(`${forge.apiRoot}${route}`, {
    method,
    headers: {
      ...(token ? { Authorization: `token ${token}` } : {}),
      ...(body ? { "Content-Type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json() };
}

const b64 = (/** @type {string} */ text) => Buffer.from(text).toString("base64");

describe("the forge stand-in", () => {
  test("sign-in: authorization code with PKCE (S256), no client secret; a wrong verifier gets nothing", async () => {
    const verifier = "a-verifier-of-enough-length-0123456789abcdef";
    const challenge = createHash("sha256").update(verifier).digest("base64url");
    const redirect = "http://127.0.0.1:9/admin/";
    const authorize = (/** @type {string} */ c) =>
      fetch(
        `${forge.url}/login/oauth/authorize?${new URLSearchParams({
          client_id: forge.clientId,
          redirect_uri: redirect,
          response_type: "code",
          state: "s1",
          scope: "read:repository,write:repository,read:user",
          code_challenge: c,
          code_challenge_method: "S256",
        })}`,
        { redirect: "manual" },
      );
    const first = await authorize(challenge);
    assert.equal(first.status, 302);
    const back = new URL(String(first.headers.get("location")));
    assert.equal(back.origin + back.pathname, redirect);
    assert.equal(back.searchParams.get("state"), "s1");
    const token = (/** @type {string} */ code, /** @type {string} */ v) =>
      fetch(`${forge.url}/login/oauth/access_token`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: "http://127.0.0.1:9" },
        body: JSON.stringify({
          grant_type: "authorization_code",
          client_id: forge.clientId,
          code,
          redirect_uri: redirect,
          code_verifier: v,
        }),
      });
    const wrong = await token(String(back.searchParams.get("code")), "another-verifier");
    assert.equal(wrong.status, 400);
    const second = new URL(String((await authorize(challenge)).headers.get("location")));
    const ok = await token(String(second.searchParams.get("code")), verifier);
    assert.equal(ok.status, 200);
    assert.equal(ok.headers.get("access-control-allow-origin"), "http://127.0.0.1:9");
    const { access_token: accessToken } = await ok.json();
    assert.equal((await call("/user", { token: accessToken })).body.login, "editora");
    assert.equal((await call("/user", { token: null })).status, 401);
  });

  test("what Sveltia reads: version, repository, branch, tree, contents in bulk, raw media", async () => {
    const token = forge.token();
    assert.equal((await call("/version")).body.version, "1.24.0");
    const repo = await call("/repos/iky/sitio", { token });
    assert.equal(repo.body.default_branch, "main");
    assert.equal(repo.body.permissions.pull, true);
    const head = git(["rev-parse", "main"], bare);
    assert.equal((await call("/repos/iky/sitio/branches/main", { token })).body.commit.id, head);
    const tree = await call(`/repos/iky/sitio/git/trees/${head}?recursive=1&page=1`, { token });
    const blobs = tree.body.tree
      .filter((/** @type {any} */ e) => e.type === "blob")
      .map((/** @type {any} */ e) => e.path);
    assert.deepEqual(blobs.sort(), [
      "content/sections/yoga/01-a.en.md",
      "content/sections/yoga/01-a.md",
    ]);
    assert.equal(tree.body.truncated, false);
    const contents = await call("/repos/iky/sitio/file-contents?ref=main", {
      method: "POST",
      token,
      body: { files: ["content/sections/yoga/01-a.md", "no/such/file"] },
    });
    assert.equal(
      Buffer.from(contents.body[0].content, "base64").toString(),
      "---\nname: A\n---\n\nHola\n",
    );
    assert.equal(contents.body[1], null);
    const raw = await fetch(
      `${forge.apiRoot}/repos/iky/sitio/media/main/content/sections/yoga/01-a.en.md`,
      {
        headers: { Authorization: `token ${token}` },
      },
    );
    assert.equal(await raw.text(), "---\nname: A\n---\n\nHello\n");
  });

  test("a save is one commit with exactly its files, and a signed push webhook", async () => {
    const token = forge.token();
    const before = git(["rev-parse", "main"], bare);
    const shaOf = (/** @type {string} */ f) => git(["rev-parse", `main:${f}`], bare);
    const photo = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const saved = await call("/repos/iky/sitio/contents", {
      method: "POST",
      token,
      body: {
        branch: "main",
        author: { name: "Editora", email: "editora@ikyyoga.com" },
        committer: { name: "Editora", email: "editora@ikyyoga.com" },
        message: "Contenido: cambia yoga",
        files: [
          {
            operation: "update",
            path: "content/sections/yoga/01-a.md",
            content: b64("Nuevo\n"),
            sha: shaOf("content/sections/yoga/01-a.md"),
          },
          {
            operation: "update",
            path: "content/sections/yoga/01-a.en.md",
            content: b64("New\n"),
            sha: shaOf("content/sections/yoga/01-a.en.md"),
          },
          {
            operation: "create",
            path: "content/sections/yoga/images/foto.jpg",
            content: photo.toString("base64"),
          },
        ],
      },
    });
    assert.equal(saved.status, 201);
    const after = git(["rev-parse", "main"], bare);
    assert.equal(saved.body.commit.sha, after);
    assert.equal(git(["rev-parse", `${after}^`], bare), before);
    assert.deepEqual(git(["diff", "--name-only", before, after], bare).split("\n").sort(), [
      "content/sections/yoga/01-a.en.md",
      "content/sections/yoga/01-a.md",
      "content/sections/yoga/images/foto.jpg",
    ]);
    assert.equal(git(["show", `${after}:content/sections/yoga/01-a.md`], bare), "Nuevo");
    assert.equal(saved.body.files[2].sha, shaOf("content/sections/yoga/images/foto.jpg"));
    await forge.settle();
    const delivery = received.at(-1);
    assert.ok(delivery);
    assert.equal(delivery.headers["x-gitea-event"], "push");
    const hex = createHmac("sha256", SECRET).update(delivery.body).digest("hex");
    assert.equal(delivery.headers["x-gitea-signature"], hex);
    assert.equal(delivery.headers["x-hub-signature-256"], `sha256=${hex}`);
    const payload = JSON.parse(delivery.body);
    assert.equal(payload.ref, "refs/heads/main");
    assert.equal(payload.before, before);
    assert.equal(payload.after, after);
    assert.deepEqual(payload.head_commit.added, ["content/sections/yoga/images/foto.jpg"]);
  });

  test("a save made from an old copy is refused, and the newer text stays", async () => {
    const token = forge.token();
    const file = "content/sections/yoga/01-a.md";
    const old = git(["rev-parse", `main:${file}`], bare);
    const save = (/** @type {string} */ text, /** @type {string} */ sha) =>
      call("/repos/iky/sitio/contents", {
        method: "POST",
        token,
        body: {
          branch: "main",
          message: "m",
          files: [{ operation: "update", path: file, content: b64(text), sha }],
        },
      });
    assert.equal((await save("Primera ventana\n", old)).status, 201);
    const head = git(["rev-parse", "main"], bare);
    const second = await save("Segunda ventana\n", old);
    assert.equal(second.status, 409);
    assert.match(second.body.message, /sha does not match/);
    assert.equal(git(["rev-parse", "main"], bare), head);
    assert.equal(git(["show", `main:${file}`], bare), "Primera ventana");
    // Creating what exists, a path outside the tree, or a save with no sha are refused too.
    const exists = await call("/repos/iky/sitio/contents", {
      method: "POST",
      token,
      body: { message: "m", files: [{ operation: "create", path: file, content: b64("x") }] },
    });
    assert.equal(exists.status, 422);
    const outside = await call("/repos/iky/sitio/contents", {
      method: "POST",
      token,
      body: { message: "m", files: [{ operation: "create", path: "../x", content: b64("x") }] },
    });
    assert.equal(outside.status, 422);
    assert.equal(git(["rev-parse", "main"], bare), head);
  });

  test("the commits of a file, newest first", async () => {
    const token = forge.token();
    const list = await call(
      "/repos/iky/sitio/commits?sha=main&path=content%2Fsections%2Fyoga%2F01-a.md&limit=100",
      { token },
    );
    assert.equal(list.status, 200);
    assert.equal(list.body[0].sha, git(["rev-parse", "main"], bare));
    assert.equal(list.body.at(-1).commit.message, "first");
  });
});
