// A stand-in of a Gitea/Forgejo forge, over a real bare git repository: the REST endpoints
// Sveltia CMS's "gitea" backend calls (the backend's folder in Sveltia's own sources), the browser-only
// OAuth2 sign-in with PKCE it starts, and the push webhook a forge sends after each commit,
// signed as Gitea signs it. Only the documented shapes (docs.gitea.com/api), only what the
// admin needs; `npm start` and the browser tests use it where no forge can be installed.
//
//   node forge/server.mjs --repo /tmp/site.git [--port 3300] [--webhook URL --secret S]
import { createHash, createHmac, randomBytes, randomUUID } from "node:crypto";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  ChangeRefused,
  blobAt,
  branchHead,
  changedFiles,
  commitFiles,
  listTree,
  logOf,
  readBlob,
  readCommit,
} from "./git.mjs";

/** What the stand-in says it is: Gitea 1.24, the first with the bulk file-contents endpoint. */
export const GITEA_VERSION = "1.24.0";
/** Items per page, as Gitea's default_paging_num. */
const PAGE_SIZE = 30;
const TREE_PAGE_SIZE = 1000;

/**
 * @typedef {object} ForgeOptions
 * @property {string} repoDir the bare repository
 * @property {string} [owner]
 * @property {string} [name]
 * @property {string} [branch] the default branch
 * @property {number} [port] 0: any free port
 * @property {string} [host]
 * @property {string} [clientId] the OAuth2 application of the admin
 * @property {{ login: string, full_name: string, email: string }} [user] who signs in
 * @property {{ url: string, secret: string }[]} [webhooks] push webhooks
 * @property {string[]} [tokens] tokens accepted as they are (a personal access token)
 */

const sha256 = (/** @type {string} */ text) => createHash("sha256").update(text).digest();
const base64url = (/** @type {Buffer} */ bytes) =>
  bytes.toString("base64").replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/**
 * The signature headers of a push webhook, as Gitea and Forgejo send them.
 * @param {string} body
 * @param {string} secret
 */
export function webhookSignatures(body, secret) {
  const hex = createHmac("sha256", secret).update(body).digest("hex");
  return {
    "X-Gitea-Signature": hex,
    "X-Forgejo-Signature": hex,
    "X-Hub-Signature-256": `sha256=${hex}`,
  };
}

/**
 * Starts the stand-in.
 * @param {ForgeOptions} options
 */
export async function startForge(options) {
  const {
    repoDir,
    owner = "iky",
    name = "sitio",
    branch = "main",
    port = 0,
    host = "127.0.0.1",
    clientId = "iky-admin",
    user = { login: "editora", full_name: "Editora de la escuela", email: "editora@ikyyoga.com" },
    webhooks = [],
    tokens = [],
  } = options;
  const fullName = `${owner}/${name}`;
  /** @type {Map<string, { challenge: string, redirect: string, clientId: string }>} */
  const codes = new Map();
  const accepted = new Set(tokens);
  /** @type {Map<string, string>} refresh token → access token */
  const refreshTokens = new Map();
  /** Deliveries of the push webhook, for tests: newest last. */
  /** @type {{ url: string, status: number | null, error?: string, body: any }[]} */
  const deliveries = [];
  let origin = "";
  /** One commit at a time: each one sees the branch the previous one left. */
  let commitChain = Promise.resolve();
  /** @type {Set<Promise<void>>} webhooks being delivered */
  const pushes = new Set();

  const issueToken = () => {
    const token = randomBytes(20).toString("hex");
    const refresh = randomBytes(20).toString("hex");
    accepted.add(token);
    refreshTokens.set(refresh, token);
    return { access_token: token, token_type: "bearer", expires_in: 3600, refresh_token: refresh };
  };

  const userJson = () => ({
    id: 1,
    login: user.login,
    full_name: user.full_name,
    email: user.email,
    avatar_url: `${origin}/avatars/${user.login}.png`,
    html_url: `${origin}/${user.login}`,
  });

  const repoJson = () => ({
    id: 1,
    name,
    full_name: fullName,
    owner: { id: 1, login: owner },
    default_branch: branch,
    empty: false,
    private: true,
    html_url: `${origin}/${fullName}`,
    clone_url: `${origin}/${fullName}.git`,
    permissions: { admin: false, push: true, pull: true },
  });

  /** @param {{ sha: string, name: string, email: string, authorDate: string, committerDate: string, message: string }} c */
  const commitJson = (c) => ({
    sha: c.sha,
    url: `${origin}/api/v1/repos/${fullName}/git/commits/${c.sha}`,
    html_url: `${origin}/${fullName}/commit/${c.sha}`,
    created: c.committerDate,
    commit: {
      message: c.message,
      author: { name: c.name, email: c.email, date: c.authorDate },
      committer: { name: c.name, email: c.email, date: c.committerDate },
    },
    author: c.email === user.email ? userJson() : null,
  });

  /**
   * @param {string} ref
   * @returns {Promise<string | null>}
   */
  const resolveRef = async (ref) =>
    /^[0-9a-f]{40}$/.test(ref) ? ref : await branchHead(repoDir, ref);

  /**
   * @param {string} commit
   * @param {string} file
   */
  const contentsJson = async (commit, file) => {
    const sha = await blobAt(repoDir, commit, file);
    if (!sha) return null;
    const bytes = await readBlob(repoDir, sha);
    return {
      name: path.posix.basename(file),
      path: file,
      sha,
      type: "file",
      size: bytes.length,
      encoding: "base64",
      content: bytes.toString("base64"),
    };
  };

  /**
   * Sends the push webhook of a commit to every hook (Gitea's payload, abridged to what
   * receivers read).
   * @param {string} before
   * @param {string} after
   */
  const sendPush = async (before, after) => {
    const commit = await readCommit(repoDir, after);
    const files = await changedFiles(repoDir, before, after);
    const pusher = { id: 1, login: user.login, username: user.login, email: user.email };
    const payloadCommit = {
      id: after,
      message: `${commit.message}\n`,
      url: `${origin}/${fullName}/commit/${after}`,
      author: { name: commit.name, email: commit.email, username: user.login },
      committer: { name: commit.name, email: commit.email, username: user.login },
      timestamp: commit.committerDate,
      ...files,
    };
    const body = JSON.stringify({
      ref: `refs/heads/${branch}`,
      before,
      after,
      compare_url: `${origin}/${fullName}/compare/${before}...${after}`,
      commits: [payloadCommit],
      total_commits: 1,
      head_commit: payloadCommit,
      repository: repoJson(),
      pusher,
      sender: pusher,
    });
    await Promise.all(
      webhooks.map(async (hook) => {
        const record = {
          url: hook.url,
          status: /** @type {number | null} */ (null),
          error: /** @type {string | undefined} */ (undefined),
          body: JSON.parse(body),
        };
        deliveries.push(record);
        try {
          const response = await fetch(hook.url, {
            method: "POST",
            headers: {
              "Content-Type": "application/json",
              "User-Agent": "Go-http-client/1.1",
              "X-Gitea-Event": "push",
              "X-Gitea-Event-Type": "push",
              "X-Gitea-Delivery": randomUUID(),
              "X-Forgejo-Event": "push",
              "X-GitHub-Event": "push",
              ...webhookSignatures(body, hook.secret),
            },
            body,
          });
          record.status = response.status;
        } catch (error) {
          record.error = error instanceof Error ? error.message : String(error);
        }
      }),
    );
  };

  /**
   * @param {http.ServerResponse} res
   * @param {number} status
   * @param {unknown} body
   */
  const json = (res, status, body) => {
    res.writeHead(status, { "Content-Type": "application/json;charset=utf-8" });
    res.end(JSON.stringify(body));
  };

  /** @param {http.IncomingMessage} req */
  const readBody = (req) =>
    new Promise((resolve, reject) => {
      /** @type {Buffer[]} */
      const chunks = [];
      req.on("data", (chunk) => chunks.push(chunk));
      req.on("end", () => resolve(Buffer.concat(chunks)));
      req.on("error", reject);
    });

  /** @param {http.IncomingMessage} req */
  const readJson = async (req) => {
    const text = String(await readBody(req));
    try {
      return text ? JSON.parse(text) : {};
    } catch {
      throw new ChangeRefused(400, "the body is not JSON");
    }
  };

  /** @param {http.IncomingMessage} req */
  const authorized = (req) => {
    const header = String(req.headers.authorization ?? "");
    const match = /^(?:token|bearer)\s+(\S+)$/i.exec(header);
    return match !== null && accepted.has(match[1] ?? "");
  };

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {URL} url
   */
  const oauth = async (req, res, url) => {
    if (url.pathname === "/login/oauth/authorize" && req.method === "GET") {
      const p = url.searchParams;
      const redirect = p.get("redirect_uri") ?? "";
      if (p.get("client_id") !== clientId || !/^https?:\/\//.test(redirect)) {
        res.writeHead(400, { "Content-Type": "text/plain;charset=utf-8" });
        return res.end("Unknown client_id or redirect_uri.");
      }
      if (p.get("code_challenge_method") !== "S256" || !p.get("code_challenge")) {
        res.writeHead(400, { "Content-Type": "text/plain;charset=utf-8" });
        return res.end("PKCE (S256) is required for a public client.");
      }
      // The user is taken as signed in and the application as granted: the stand-in's one user.
      const code = randomBytes(16).toString("hex");
      codes.set(code, { challenge: p.get("code_challenge") ?? "", redirect, clientId });
      const target = new URL(redirect);
      target.searchParams.set("code", code);
      target.searchParams.set("state", p.get("state") ?? "");
      res.writeHead(302, { Location: target.href });
      return res.end();
    }
    if (url.pathname === "/login/oauth/access_token" && req.method === "POST") {
      const body = await readJson(req);
      if (body.grant_type === "refresh_token") {
        const old = refreshTokens.get(String(body.refresh_token));
        if (!old) return json(res, 400, { error: "invalid_grant" });
        refreshTokens.delete(String(body.refresh_token));
        accepted.delete(old);
        return json(res, 200, issueToken());
      }
      const grant = codes.get(String(body.code));
      codes.delete(String(body.code));
      const verifier = String(body.code_verifier ?? "");
      if (
        !grant ||
        body.grant_type !== "authorization_code" ||
        body.client_id !== grant.clientId ||
        body.redirect_uri !== grant.redirect ||
        base64url(sha256(verifier)) !== grant.challenge
      ) {
        return json(res, 400, {
          error: "invalid_grant",
          error_description: "wrong code or verifier",
        });
      }
      return json(res, 200, issueToken());
    }
    return null;
  };

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {URL} url
   */
  const api = async (req, res, url) => {
    const route = url.pathname.slice("/api/v1".length);
    if (route === "/version") return json(res, 200, { version: GITEA_VERSION });
    if (!authorized(req)) return json(res, 401, { message: "token is required", url: origin });
    if (route === "/user") return json(res, 200, userJson());
    if (route === "/settings/api") {
      return json(res, 200, {
        max_response_items: 50,
        default_paging_num: PAGE_SIZE,
        default_git_trees_per_page: TREE_PAGE_SIZE,
        default_max_blob_size: 10485760,
      });
    }
    const prefix = `/repos/${fullName}`;
    if (route !== prefix && !route.startsWith(`${prefix}/`)) {
      return json(res, 404, { message: "The target couldn't be found." });
    }
    const rest = route.slice(prefix.length);
    if (rest === "" && req.method === "GET") return json(res, 200, repoJson());
    const branchMatch = /^\/branches\/(.+)$/.exec(rest);
    if (branchMatch && req.method === "GET") {
      const head = await branchHead(repoDir, decodeURIComponent(branchMatch[1] ?? ""));
      if (!head) return json(res, 404, { message: "branch does not exist" });
      const c = await readCommit(repoDir, head);
      return json(res, 200, {
        name: branchMatch[1],
        commit: {
          id: head,
          message: c.message,
          timestamp: c.committerDate,
          author: { name: c.name, email: c.email },
        },
        protected: false,
      });
    }
    const treeMatch = /^\/git\/trees\/(.+)$/.exec(rest);
    if (treeMatch && req.method === "GET") {
      const commit = await resolveRef(decodeURIComponent(treeMatch[1] ?? ""));
      if (!commit) return json(res, 404, { message: "sha not found" });
      const entries = await listTree(repoDir, commit);
      const page = Math.max(1, Number(url.searchParams.get("page") ?? 1));
      const slice = entries.slice((page - 1) * TREE_PAGE_SIZE, page * TREE_PAGE_SIZE);
      return json(res, 200, {
        sha: commit,
        url: `${origin}/api/v1${route}`,
        tree: slice.map((e) => ({
          path: e.path,
          mode: e.mode,
          type: e.type,
          size: e.size,
          sha: e.sha,
          url: `${origin}/api/v1${prefix}/git/blobs/${e.sha}`,
        })),
        truncated: page * TREE_PAGE_SIZE < entries.length,
        page,
        total_count: entries.length,
      });
    }
    if (rest === "/file-contents" && req.method === "POST") {
      const commit = await resolveRef(url.searchParams.get("ref") ?? branch);
      if (!commit) return json(res, 404, { message: "ref not found" });
      const body = await readJson(req);
      /** @type {string[]} */
      const files = Array.isArray(body.files) ? body.files.map(String) : [];
      return json(res, 200, await Promise.all(files.map((f) => contentsJson(commit, f))));
    }
    if (rest === "/git/blobs" && req.method === "GET") {
      const shas = (url.searchParams.get("shas") ?? "").split(",").filter(Boolean);
      return json(
        res,
        200,
        await Promise.all(
          shas.map(async (sha) => {
            try {
              const bytes = await readBlob(repoDir, sha);
              return {
                sha,
                size: bytes.length,
                encoding: "base64",
                content: bytes.toString("base64"),
              };
            } catch {
              return null;
            }
          }),
        ),
      );
    }
    const mediaMatch = /^\/(?:media|raw)\/([^/]+)\/(.+)$/.exec(rest);
    if (mediaMatch && req.method === "GET") {
      const commit = await resolveRef(decodeURIComponent(mediaMatch[1] ?? ""));
      const file = decodeURI(mediaMatch[2] ?? "");
      const sha = commit ? await blobAt(repoDir, commit, file) : null;
      if (!sha) return json(res, 404, { message: "file not found" });
      const bytes = await readBlob(repoDir, sha);
      res.writeHead(200, {
        "Content-Type": "application/octet-stream",
        "Content-Length": bytes.length,
      });
      return res.end(bytes);
    }
    if (rest === "/commits" && req.method === "GET") {
      const ref = url.searchParams.get("sha") || branch;
      const limit = Math.min(100, Number(url.searchParams.get("limit") ?? PAGE_SIZE));
      const commits = await logOf(repoDir, ref, url.searchParams.get("path") ?? undefined, limit);
      return json(res, 200, commits.map(commitJson));
    }
    if (rest === "/contents" && req.method === "POST") {
      const body = await readJson(req);
      const target = String(body.branch || branch);
      const files = (Array.isArray(body.files) ? body.files : []).map((/** @type {any} */ f) => ({
        operation: f.operation,
        path: String(f.path ?? ""),
        content: Buffer.from(String(f.content ?? ""), "base64"),
        from_path: f.from_path ? String(f.from_path) : undefined,
        sha: f.sha ? String(f.sha) : undefined,
      }));
      if (
        files.length === 0 ||
        files.some(
          (/** @type {any} */ f) =>
            !["create", "update", "delete"].includes(f.operation) ||
            !f.path ||
            f.path.startsWith("/") ||
            f.path.split("/").includes(".."),
        )
      ) {
        return json(res, 422, {
          message: "files: each needs an operation (create, update, delete) and a relative path",
        });
      }
      const author = {
        name: String(body.author?.name || user.full_name),
        email: String(body.author?.email || user.email),
      };
      const run = commitChain.then(() =>
        commitFiles(repoDir, {
          branch: target,
          message: String(body.message || "Update files"),
          author,
          date: body.dates?.author,
          files,
        }),
      );
      commitChain = run.then(
        () => undefined,
        () => undefined,
      );
      const result = await run;
      const c = await readCommit(repoDir, result.commit);
      // The forge answers the commit, then delivers its webhook, as Gitea queues it.
      if (target === branch) {
        const push = sendPush(result.parent, result.commit).finally(() => pushes.delete(push));
        pushes.add(push);
      }
      return json(res, 201, {
        commit: { ...commitJson(c), sha: c.sha, created: c.committerDate },
        files: result.files.map((f) =>
          f ? { name: path.posix.basename(f.path), path: f.path, sha: f.sha, type: "file" } : null,
        ),
        verification: { verified: false, reason: "gpg.error.not_signed_commit" },
      });
    }
    return json(res, 404, { message: "The target couldn't be found." });
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://forge");
    // The admin calls the API and the token endpoint from its own origin (Gitea: [cors]).
    const from = req.headers.origin;
    if (from) {
      res.setHeader("Access-Control-Allow-Origin", from);
      res.setHeader("Vary", "Origin");
      res.setHeader("Access-Control-Allow-Headers", "Authorization, Content-Type, Accept");
      res.setHeader("Access-Control-Allow-Methods", "GET, POST, PUT, DELETE, OPTIONS");
    }
    if (req.method === "OPTIONS") {
      res.writeHead(204);
      return res.end();
    }
    try {
      if (url.pathname.startsWith("/login/oauth/")) {
        const done = await oauth(req, res, url);
        if (done !== null) return;
      } else if (url.pathname.startsWith("/api/v1/")) {
        return await api(req, res, url);
      } else if (url.pathname.startsWith("/avatars/")) {
        // A one-pixel PNG: the admin shows the signed-in user's picture.
        res.writeHead(200, { "Content-Type": "image/png" });
        return res.end(
          Buffer.from(
            "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
            "base64",
          ),
        );
      }
      json(res, 404, { message: "Not found" });
    } catch (error) {
      if (error instanceof ChangeRefused)
        return json(res, error.status, { message: error.message });
      json(res, 500, { message: error instanceof Error ? error.message : String(error) });
    }
  });

  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  origin = `http://${host}:${address.port}`;
  return {
    url: origin,
    apiRoot: `${origin}/api/v1`,
    repo: fullName,
    branch,
    clientId,
    deliveries,
    /** Makes a token as the sign-in would (for tests that skip the browser). */
    token: () => issueToken().access_token,
    /** Resolves when the commits under way and their webhooks are done. */
    settle: async () => {
      await commitChain;
      await Promise.all([...pushes]);
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const option = (/** @type {string} */ flag) => {
    const index = args.indexOf(flag);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const repoDir = option("--repo");
  if (!repoDir) {
    console.error(
      "Usage: node forge/server.mjs --repo <bare repository> [--port N] [--webhook URL --secret S]",
    );
    process.exit(2);
  }
  const webhook = option("--webhook");
  // No top-level await: the browser tests load this module from CommonJS.
  startForge({
    repoDir: path.resolve(repoDir),
    port: Number(option("--port") ?? 3300),
    webhooks: webhook ? [{ url: webhook, secret: option("--secret") ?? "" }] : [],
  }).then((forge) =>
    console.log(
      `[forge] Gitea stand-in at ${forge.url} (repository ${forge.repo}, branch ${forge.branch})`,
    ),
  );
}
