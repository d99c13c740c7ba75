// Who may start a build: whoever holds the shared secret, shown either as an HMAC-SHA256 of
// the exact body (x-iky-signature: sha256=<hex>, as GitHub and most CMS webhooks sign) or as
// a bearer token (for build-hook buttons that cannot sign). Both comparisons run in constant
// time on fixed-length digests, so neither the length nor a prefix of the secret leaks.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

export const SIGNATURE_HEADER = "x-iky-signature";

const digest = (value) => createHash("sha256").update(value).digest();

/** Constant-time equality of two strings of any length. */
export function safeEqual(a, b) {
  return timingSafeEqual(digest(String(a)), digest(String(b)));
}

/** The header value a sender puts in x-iky-signature for this body. */
export function sign(body, secret) {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/**
 * @param {import("node:http").IncomingHttpHeaders} headers
 * @param {Buffer} body
 * @param {string} secret
 * @returns {{ ok: true, method: "signature" | "bearer" } | { ok: false, reason: string }}
 */
export function authorize(headers, body, secret) {
  if (!secret) return { ok: false, reason: "receptor sin secreto" };
  const signature = headers[SIGNATURE_HEADER];
  if (typeof signature === "string" && signature !== "") {
    return safeEqual(signature.trim().toLowerCase(), sign(body, secret))
      ? { ok: true, method: "signature" }
      : { ok: false, reason: "firma incorrecta" };
  }
  const authorization = headers.authorization;
  if (typeof authorization === "string" && /^Bearer\s+/i.test(authorization)) {
    return safeEqual(authorization.replace(/^Bearer\s+/i, "").trim(), secret)
      ? { ok: true, method: "bearer" }
      : { ok: false, reason: "token incorrecto" };
  }
  return { ok: false, reason: "sin firma ni token" };
}
