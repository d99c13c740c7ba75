// The rebuild-webhook receiver (`npm run webhook`). The school's back office calls
// POST /rebuild when an editor changes events or plans; GET /status says what is building
// and what was published. Plain Node, no dependencies. Settings: docs/deploy.md.
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ReplayGuard, SIGNATURE_WINDOW_S, authorize, authorizeForge } from "./auth.mjs";
import { BuildQueue } from "./builds.mjs";
import { assertSecret, readConfig } from "./config.mjs";
import { RejectionSummary, createLogger } from "./log.mjs";
import { currentRelease, listReleases } from "./releases.mjs";

class BodyTooLarge extends Error {}

/** A forge's push payload lists every changed file of every commit: larger than /rebuild's. */
const FORGE_MAX_BODY_BYTES = 1024 * 1024;

/**
 * Reads the body up to `limit` bytes; refuses early on a larger Content-Length.
 * @param {http.IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<Buffer>}
 */
function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > limit) {
      reject(new BodyTooLarge());
      return;
    }
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on("data", (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners("data");
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.once("end", () => resolve(Buffer.concat(chunks)));
    req.once("error", reject);
  });
}

/**
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
function json(res, status, body, headers = {}) {
  const text = `${JSON.stringify(body, null, 2)}\n`;
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
    ...headers,
  });
  res.end(text);
}

/**
 * What a refused sender reads, by reason; the log's summary has every reason.
 * @type {Record<string, string>}
 */
const REFUSALS = {
  "signature without a timestamp":
    "The x-iky-timestamp header (seconds since 1970), signed with the body, is missing.",
  "timestamp outside the window":
    "The x-iky-timestamp differs by more than 5 minutes from the receiver's clock.",
  "replayed signature": "This signature was already used: each call signs its own timestamp.",
  "too many signatures": "Too many signed calls within 5 minutes; try again later.",
};

/**
 * Starts the receiver.
 * @param {Partial<import("./types.mjs").WebhookConfig> & { quiet?: boolean }} [overrides]
 */
export async function startReceiver(overrides = {}) {
  const config = { ...readConfig(), ...overrides };
  assertSecret(config.secret);
  const log = createLogger({
    file: path.join(config.outputDir, "webhook.log"),
    stdout: !overrides.quiet,
    maxBytes: config.logMaxBytes,
    files: config.logFiles,
  });
  const queue = new BuildQueue(config, log);
  const replay = new ReplayGuard({ windowS: SIGNATURE_WINDOW_S });
  // Rejections are counted and logged once per period: a flood of bad requests costs a
  // counter increment each, not a synchronous write each.
  const rejected = new RejectionSummary(log, { periodMs: config.rejectSummaryMs });

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://receiver");
    // Behind nginx the socket is local; the caller is in X-Forwarded-For.
    const forwarded = req.headers["x-forwarded-for"];
    const remote = typeof forwarded === "string" ? forwarded : req.socket.remoteAddress;
    try {
      /**
       * The body of a POST to this path, or undefined once the refusal is sent (another
       * method, or a body over `limit` bytes).
       * @param {number} limit
       */
      const postedBody = async (limit) => {
        if (req.method !== "POST") {
          json(res, 405, { error: `Usa POST ${url.pathname}.` }, { allow: "POST" });
          return undefined;
        }
        try {
          return await readBody(req, limit);
        } catch (error) {
          if (!(error instanceof BodyTooLarge)) throw error;
          rejected.add(413, "body too large", remote);
          // Close the connection: the rest of an oversized body is not worth reading.
          json(res, 413, { error: `The body exceeds ${limit} bytes.` }, { connection: "close" });
          return undefined;
        }
      };
      if (url.pathname === "/rebuild") {
        const body = await postedBody(config.maxBodyBytes);
        if (body === undefined) return;
        const auth = authorize(req.headers, body, config.secret, { replay });
        if (!auth.ok) {
          rejected.add(auth.status, auth.reason, remote);
          return json(
            res,
            auth.status,
            { error: REFUSALS[auth.reason] ?? "Wrong signature or token." },
            auth.status === 401 ? { "www-authenticate": 'Bearer realm="iky-rebuild"' } : {},
          );
        }
        const { outcome, build } = queue.request("webhook");
        log("request-accepted", { remote, auth: auth.method, outcome, build: build.id });
        return json(res, 202, { outcome, build: build.id, status: "/status" });
      }
      if (url.pathname === "/forge") {
        const body = await postedBody(FORGE_MAX_BODY_BYTES);
        if (body === undefined) return;
        const auth = authorizeForge(req.headers, body, config.forgeSecret);
        if (!auth.ok) {
          rejected.add(auth.status, auth.reason, remote);
          return json(res, auth.status, { error: "Wrong or missing forge signature." });
        }
        const event =
          req.headers["x-gitea-event"] ??
          req.headers["x-forgejo-event"] ??
          req.headers["x-github-event"];
        if (event !== "push") {
          log("forge-event-ignored", { remote, event: String(event ?? "") });
          return json(res, 202, {
            outcome: "ignored",
            reason: `not a push (${String(event ?? "")})`,
          });
        }
        /** @type {{ ref?: unknown, after?: unknown }} */
        let push;
        try {
          push = JSON.parse(body.toString("utf8"));
        } catch {
          return json(res, 400, { error: "The body is not JSON." });
        }
        const wanted = `refs/heads/${config.branch}`;
        if (push.ref !== wanted) {
          log("forge-push-ignored", { remote, ref: String(push.ref ?? "") });
          return json(res, 202, {
            outcome: "ignored",
            reason: `a push to ${String(push.ref)}, not ${wanted}`,
          });
        }
        const commit = String(push.after ?? "");
        if (!/^[0-9a-f]{40}$/.test(commit) || /^0+$/.test(commit)) {
          return json(res, 202, {
            outcome: "ignored",
            reason: "no commit to build (branch deleted?)",
          });
        }
        const { outcome, build } = queue.request("forge push", { commit });
        log("request-accepted", { remote, auth: "forge", outcome, build: build.id, commit });
        return json(res, 202, { outcome, build: build.id, commit, status: "/status" });
      }
      if (url.pathname === "/status") {
        if (req.method !== "GET" && req.method !== "HEAD") {
          return json(res, 405, { error: "Usa GET /status." }, { allow: "GET, HEAD" });
        }
        return json(res, 200, {
          ...queue.status(),
          current: currentRelease(config.outputDir),
          releases: await listReleases(config.outputDir),
        });
      }
      return json(res, 404, {
        error: "Not found. Routes: POST /rebuild, POST /forge, GET /status.",
      });
    } catch (error) {
      log("request-error", { remote, error: error instanceof Error ? error.message : error });
      if (!res.headersSent) json(res, 500, { error: "Internal error of the receiver." });
      else res.destroy();
    }
  });

  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => resolve(undefined));
  });
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  const host = config.host.includes(":") ? `[${config.host}]` : config.host;
  log("receiver-start", {
    url: `http://${host}:${port}`,
    projectDir: config.projectDir,
    outputDir: config.outputDir,
    buildCommand: config.buildCommand,
    releasesKept: config.releasesKept,
  });

  return {
    url: `http://${host}:${port}`,
    port,
    config,
    queue,
    log,
    /** Stops listening; with `{ wait: true }` also lets the running and queued builds end. */
    close: async ({ wait = false } = {}) => {
      await new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      });
      rejected.stop();
      if (wait) await queue.idle();
      log("receiver-stop", {});
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    const receiver = await startReceiver();
    const stop = async (/** @type {NodeJS.Signals} */ signal) => {
      receiver.log("receiver-signal", { signal, running: receiver.queue.running?.id ?? null });
      // A build in progress is allowed to finish and publish: killing it would waste it.
      await receiver.close({ wait: true });
      process.exit(0);
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  } catch (error) {
    console.error(`[webhook] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
