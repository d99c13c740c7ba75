// Who may start a build: whoever holds the shared secret, shown either as an HMAC-SHA256 of
// a timestamp and the exact body (x-iky-timestamp + x-iky-signature, as Stripe and Slack sign
// their webhooks) or as a bearer token (for build-hook buttons that cannot sign). Both
// comparisons run in constant time on fixed-length digests, so neither the length nor a
// prefix of the secret leaks. A signed request is accepted once, and only within ±5 minutes
// of its timestamp: a captured request cannot be replayed later, nor twice within the window.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

export const SIGNATURE_HEADER = "x-iky-signature";
export const TIMESTAMP_HEADER = "x-iky-timestamp";
/** How far a signed request's timestamp may be from the receiver's clock, either way. */
export const SIGNATURE_WINDOW_S = 5 * 60;

/** @param {string} value */
const digest = (value) => createHash("sha256").update(value).digest();

/**
 * Constant-time equality of two strings of any length.
 * @param {string} a
 * @param {string} b
 */
export function safeEqual(a, b) {
  return timingSafeEqual(digest(String(a)), digest(String(b)));
}

/** Seconds since the epoch, as senders put in x-iky-timestamp. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The x-iky-signature value for this body at this timestamp: HMAC-SHA256 of
 * "<timestamp>.<body>", keyed with the secret.
 * @param {string | Buffer} body
 * @param {string} secret
 * @param {number | string} timestamp seconds since the epoch
 */
export function sign(body, secret, timestamp) {
  return `sha256=${createHmac("sha256", secret)
    .update(`${timestamp}.`)
    .update(body)
    .digest("hex")}`;
}

/**
 * Both headers a sender adds.
 * @param {string | Buffer} body
 * @param {string} secret
 * @param {number} [timestamp]
 * @returns {Record<string, string>}
 */
export function signedHeaders(body, secret, timestamp = nowSeconds()) {
  return {
    [TIMESTAMP_HEADER]: String(timestamp),
    [SIGNATURE_HEADER]: sign(body, secret, timestamp),
  };
}

/**
 * Signatures already accepted, each kept until its timestamp leaves the window. Only valid
 * signatures enter (forging one needs the secret), and it holds at most `max`; when full, new
 * signed requests are refused rather than letting an old signature be forgotten and replayed.
 */
export class ReplayGuard {
  /** @param {{ windowS?: number, max?: number }} [options] */
  constructor({ windowS = SIGNATURE_WINDOW_S, max = 10_000 } = {}) {
    this.windowS = windowS;
    this.max = max;
    /** @type {Map<string, number>} signature → second after which it may be forgotten */
    this.seen = new Map();
  }

  /** @param {number} now seconds */
  prune(now) {
    for (const [signature, until] of this.seen) {
      if (until < now) this.seen.delete(signature);
    }
  }

  /**
   * Records a valid signature: "replayed" when it was seen already, "full" when no room is left.
   * @param {string} signature
   * @param {number} timestamp
   * @param {number} now
   * @returns {"new" | "replayed" | "full"}
   */
  admit(signature, timestamp, now) {
    if (this.seen.has(signature)) return "replayed";
    if (this.seen.size >= this.max) this.prune(now);
    if (this.seen.size >= this.max) return "full";
    this.seen.set(signature, timestamp + this.windowS);
    return "new";
  }

  get size() {
    return this.seen.size;
  }
}

/**
 * @typedef {{ ok: true, method: "signature" | "bearer" }
 *   | { ok: false, status: 401 | 409 | 429, reason: string }} AuthResult
 */

/**
 * @param {import("node:http").IncomingHttpHeaders} headers
 * @param {Buffer} body
 * @param {string} secret
 * @param {{ now?: number, replay?: ReplayGuard, windowS?: number }} [options]
 * @returns {AuthResult}
 */
export function authorize(headers, body, secret, options = {}) {
  const { now = nowSeconds(), replay = null, windowS = SIGNATURE_WINDOW_S } = options;
  if (!secret) return { ok: false, status: 401, reason: "receiver without a secret" };
  const signature = headers[SIGNATURE_HEADER];
  if (typeof signature === "string" && signature !== "") {
    const stamp = headers[TIMESTAMP_HEADER];
    if (typeof stamp !== "string" || !/^\d{1,12}$/.test(stamp.trim())) {
      return { ok: false, status: 401, reason: "signature without a timestamp" };
    }
    const timestamp = Number(stamp.trim());
    // The HMAC is checked before the window, so an unsigned caller learns nothing from it.
    const given = signature.trim().toLowerCase();
    if (!safeEqual(given, sign(body, secret, timestamp))) {
      return { ok: false, status: 401, reason: "wrong signature" };
    }
    if (Math.abs(now - timestamp) > windowS) {
      return { ok: false, status: 401, reason: "timestamp outside the window" };
    }
    const seen = replay ? replay.admit(given, timestamp, now) : "new";
    if (seen === "replayed") return { ok: false, status: 409, reason: "replayed signature" };
    if (seen === "full") return { ok: false, status: 429, reason: "too many signatures" };
    return { ok: true, method: "signature" };
  }
  const authorization = headers.authorization;
  if (typeof authorization === "string" && /^Bearer\s+/i.test(authorization)) {
    return safeEqual(authorization.replace(/^Bearer\s+/i, "").trim(), secret)
      ? { ok: true, method: "bearer" }
      : { ok: false, status: 401, reason: "wrong token" };
  }
  return { ok: false, status: 401, reason: "no signature and no token" };
}

/**
 * The headers a forge signs its webhooks with: HMAC-SHA256 of the exact body, keyed with the
 * hook's secret, in hex (Gitea, Forgejo) or as `sha256=<hex>` (X-Hub-Signature-256, which
 * Gitea, Forgejo and GitHub all send).
 */
export const FORGE_SIGNATURE_HEADERS = [
  "x-hub-signature-256",
  "x-gitea-signature",
  "x-forgejo-signature",
];

/**
 * Checks a forge's push webhook. A forge signs no timestamp, so a delivery could be sent again:
 * the receiver only ever builds the branch's current head (builds.mjs), so an old delivery
 * cannot bring back an old commit.
 * @param {import("node:http").IncomingHttpHeaders} headers
 * @param {Buffer} body
 * @param {string} secret
 * @returns {{ ok: true } | { ok: false, status: 401, reason: string }}
 */
export function authorizeForge(headers, body, secret) {
  if (!secret) return { ok: false, status: 401, reason: "receiver without a secret" };
  const expected = createHmac("sha256", secret).update(body).digest("hex");
  for (const name of FORGE_SIGNATURE_HEADERS) {
    const value = headers[name];
    if (typeof value !== "string" || value === "") continue;
    const given = value
      .trim()
      .toLowerCase()
      .replace(/^sha256=/, "");
    return safeEqual(given, expected)
      ? { ok: true }
      : { ok: false, status: 401, reason: "wrong forge signature" };
  }
  return { ok: false, status: 401, reason: "no forge signature" };
}
