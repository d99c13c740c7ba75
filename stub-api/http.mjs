// HTTP plumbing of the stand-in: answers, bodies, files, the origin of the site that called.
import { randomBytes } from "node:crypto";
import { readFileSync, statSync } from "node:fs";

/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */
/** @typedef {import("./types").Ctx} Ctx */

const MAX_BODY = 1_000_000;
export const JSON_TYPE = "application/json; charset=utf-8";
export const TEXT_TYPE = "text/plain; charset=utf-8";
export const HTML_TYPE = "text/html; charset=utf-8";

/** An error that becomes an answer with its status and message. */
export class HttpError extends Error {
  /**
   * @param {number} status
   * @param {string} message
   */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** @param {string} prefix */
export const token = (prefix) => `${prefix}-${randomBytes(12).toString("hex")}`;

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {unknown} body a string or Buffer as is, anything else as JSON
 * @param {string} [type]
 * @param {Record<string, string | number>} [headers]
 */
export function send(res, status, body, type = JSON_TYPE, headers = {}) {
  const payload =
    body === undefined
      ? ""
      : typeof body === "string" || Buffer.isBuffer(body)
        ? body
        : JSON.stringify(body);
  res.writeHead(status, {
    "Content-Type": type,
    "Content-Length": Buffer.byteLength(payload),
    ...headers,
  });
  res.end(payload);
}

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
export const sendJson = (res, status, body, headers) => send(res, status, body, JSON_TYPE, headers);

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} text
 */
export const sendText = (res, status, text) => send(res, status, text, TEXT_TYPE);

/** @param {unknown} value */
function originOf(value) {
  try {
    const u = new URL(String(value));
    return u.protocol === "http:" || u.protocol === "https:" ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * The site's origin for redirects: Origin header, else Referer origin, else SITE_URL.
 * @param {IncomingMessage} req
 */
export function siteOriginOf(req) {
  return (
    originOf(req.headers.origin) ??
    originOf(req.headers.referer) ??
    originOf(process.env.SITE_URL) ??
    "http://localhost:8000"
  ).replace(/\/$/, "");
}

/**
 * @param {IncomingMessage} req
 * @returns {Promise<string>}
 */
export function readBody(req) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on("data", (/** @type {Buffer} */ c) => {
      size += c.length;
      if (size > MAX_BODY) {
        reject(new HttpError(413, "Cuerpo de la petición demasiado grande."));
        req.destroy();
      } else chunks.push(c);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/**
 * The request body as a JSON object; 400 when it is not one.
 * @param {Pick<Ctx, "bodyText" | "bodyJson">} ctx
 * @returns {Record<string, unknown>}
 */
export function jsonObject(ctx) {
  if (ctx.bodyText.trim() === "") throw new HttpError(400, "Falta el cuerpo JSON de la petición.");
  if (ctx.bodyJson === undefined) throw new HttpError(400, "JSON no válido.");
  if (!ctx.bodyJson || typeof ctx.bodyJson !== "object" || Array.isArray(ctx.bodyJson))
    throw new HttpError(400, "Se esperaba un objeto JSON.");
  return /** @type {Record<string, unknown>} */ (ctx.bodyJson);
}

/** @param {unknown} v */
export const str = (v) =>
  typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "";
/**
 * @param {unknown} a
 * @param {unknown} b
 */
export const sameMail = (a, b) => str(a).toLowerCase() === str(b).toLowerCase();

/** @typedef {{ data: Buffer, etag: string, mtime: string }} CachedFile */

/** @type {Map<string, CachedFile>} */
const fileCache = new Map();

/**
 * Reads a file once; null when missing.
 * @param {URL} url
 * @returns {CachedFile | null}
 */
export function cachedFile(url) {
  const key = url.href;
  if (!fileCache.has(key)) {
    try {
      const st = statSync(url);
      if (!st.isFile()) return null;
      fileCache.set(key, {
        data: readFileSync(url),
        etag: `W/"${st.size.toString(16)}-${Math.trunc(st.mtimeMs).toString(16)}"`,
        mtime: st.mtime.toUTCString(),
      });
    } catch {
      return null;
    }
  }
  return fileCache.get(key) ?? null;
}

/**
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {CachedFile} file
 * @param {string} type
 */
export function sendFile(req, res, file, type) {
  const headers = {
    "Cache-Control": "public, max-age=86400",
    ETag: file.etag,
    "Last-Modified": file.mtime,
  };
  if (req.headers["if-none-match"] === file.etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  send(res, 200, file.data, type, headers);
}
