// The receiver's settings, read once from the environment (documented in docs/deploy.md).
// Everything else in the environment (GATSBY_API_URL, GATSBY_SITE_URL…) is handed to the
// build unchanged: the receiver builds exactly what `npm run build` would.
import path from "node:path";
import { fileURLToPath } from "node:url";

export const PROJECT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const DEFAULTS = {
  host: "127.0.0.1",
  port: 9010,
  maxBodyBytes: 16 * 1024,
  releasesKept: 5,
  buildTimeoutMs: 20 * 60_000,
  buildKillGraceMs: 10_000,
  buildLogMaxBytes: 5 * 1024 * 1024,
  logMaxBytes: 5 * 1024 * 1024,
  logFiles: 3,
  rejectSummaryMs: 60_000,
  historySize: 20,
};

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {string} name
 * @param {number} fallback
 * @param {number} [min]
 */
function integer(env, name, fallback, min = 0) {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer ≥ ${min} (value: "${raw}").`);
  }
  return value;
}

/**
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {import("./types.mjs").WebhookConfig}
 */
export function readConfig(env = process.env) {
  const projectDir = path.resolve(env.WEBHOOK_PROJECT_DIR || PROJECT_DIR);
  return {
    host: env.WEBHOOK_HOST || DEFAULTS.host,
    port: integer(env, "WEBHOOK_PORT", DEFAULTS.port),
    secret: env.WEBHOOK_SECRET ?? "",
    // The forge's push webhook (POST /forge): its own secret, else the same one.
    forgeSecret: env.WEBHOOK_FORGE_SECRET || env.WEBHOOK_SECRET || "",
    // The branch whose pushes are built, and the remote projectDir fetches it from.
    branch: env.WEBHOOK_BRANCH || "main",
    gitRemote: env.WEBHOOK_GIT_REMOTE || "origin",
    projectDir,
    outputDir: path.resolve(projectDir, env.WEBHOOK_OUTPUT_DIR || "webhook-data"),
    // A shell command run in projectDir; the default is the project's own Gatsby.
    buildCommand: env.WEBHOOK_BUILD_COMMAND || "node_modules/.bin/gatsby build",
    // What the build leaves behind to publish, relative to projectDir.
    buildOutput: env.WEBHOOK_BUILD_OUTPUT || "public",
    releasesKept: integer(env, "WEBHOOK_RELEASES_KEPT", DEFAULTS.releasesKept, 1),
    maxBodyBytes: integer(env, "WEBHOOK_MAX_BODY_BYTES", DEFAULTS.maxBodyBytes, 1),
    buildTimeoutMs: integer(env, "WEBHOOK_BUILD_TIMEOUT_MS", DEFAULTS.buildTimeoutMs, 1000),
    // After the time-out: SIGTERM to the build's process group, SIGKILL this much later.
    buildKillGraceMs: integer(env, "WEBHOOK_BUILD_KILL_GRACE_MS", DEFAULTS.buildKillGraceMs),
    buildLogMaxBytes: integer(env, "WEBHOOK_BUILD_LOG_MAX_BYTES", DEFAULTS.buildLogMaxBytes, 1024),
    logMaxBytes: integer(env, "WEBHOOK_LOG_MAX_BYTES", DEFAULTS.logMaxBytes, 1024),
    logFiles: integer(env, "WEBHOOK_LOG_FILES", DEFAULTS.logFiles, 1),
    rejectSummaryMs: integer(env, "WEBHOOK_REJECT_SUMMARY_MS", DEFAULTS.rejectSummaryMs, 100),
    historySize: DEFAULTS.historySize,
    buildEnv: env,
  };
}

/**
 * Refuses to run without a secret worth the name: an open /rebuild is a free DoS.
 * @param {string | undefined} secret
 */
export function assertSecret(secret) {
  if (!secret || secret.length < 16) {
    throw new Error(
      "WEBHOOK_SECRET is not set or has fewer than 16 characters. Generate one with " +
        "`openssl rand -hex 32` and set it in the webhook's caller too.",
    );
  }
}
