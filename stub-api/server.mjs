#!/usr/bin/env node
// Local stand-in of the school API (as fixed by the API contract), so the site can be built,
// developed and tested offline. This module is the server and its entry point; the rest is
// split by concern:
//   state.mjs     what it remembers (sample data, accounts, sessions, calls, rules)
//   contract.mjs  the calls of docs/api-contract.md under /api, at the paths of src/school-api
//   fakes.mjs     Stripe's checkout page, the external platform, the map tiles
//   controls.mjs  the test controls under /__stub (README.md)
//   http.mjs      answers, bodies, files;  data.mjs the sample data;  pages.mjs the HTML pages
import http from "node:http";
import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createState } from "./state.mjs";
import { CONTRACT_ROUTES } from "./contract.mjs";
import { FAKE_ROUTES } from "./fakes.mjs";
import { CONTROL_ROUTES, applyRules } from "./controls.mjs";
import { HttpError, readBody, sendJson } from "./http.mjs";
import { routePattern } from "./shared.mjs";

export { CORRUPT_IMAGE } from "./contract.mjs";

/** @typedef {import("./types").Ctx} Ctx */
/** @typedef {import("./types").State} State */

const MAX_CALLS = 200;

/** Every route, with its path as a pattern. */
const ROUTES = [...CONTRACT_ROUTES, ...FAKE_ROUTES, ...CONTROL_ROUTES].map(
  ([method, path, handler]) =>
    /** @type {const} */ ([method, typeof path === "string" ? routePattern(path) : path, handler]),
);

/**
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 */
function setCors(req, res) {
  res.setHeader("Access-Control-Allow-Origin", req.headers.origin || "*");
  res.setHeader("Vary", "Origin");
  res.setHeader("Access-Control-Allow-Methods", "GET,POST,OPTIONS");
  res.setHeader("Access-Control-Allow-Headers", "Content-Type, Authorization, codigoInscripcion");
  res.setHeader("Access-Control-Expose-Headers", "x-custom-token");
  res.setHeader("Access-Control-Max-Age", "600");
}

/**
 * @param {State} state
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 */
async function handle(state, req, res) {
  setCors(req, res);
  const url = new URL(req.url ?? "/", "http://stub.local");
  if (req.method === "OPTIONS") {
    res.writeHead(204, { "Content-Length": 0 });
    res.end();
    return;
  }
  const bodyText = req.method === "GET" || req.method === "HEAD" ? "" : await readBody(req);
  /** @type {unknown} */
  let bodyJson;
  if (bodyText.trim()) {
    try {
      bodyJson = JSON.parse(bodyText);
    } catch {
      bodyJson = undefined;
    }
  }
  const path = url.pathname;
  const isControl = path.startsWith("/__stub");
  if (!isControl) {
    state.calls.push({
      method: req.method,
      path,
      query: Object.fromEntries(url.searchParams),
      headers: { ...req.headers },
      body: bodyJson !== undefined ? bodyJson : bodyText || null,
      time: new Date().toISOString(),
    });
    if (state.calls.length > MAX_CALLS) state.calls.splice(0, state.calls.length - MAX_CALLS);
  }
  /** @type {Ctx} */
  const ctx = { req, res, state, url, params: [], bodyText, bodyJson };
  if (!isControl && applyRules(state, ctx)) return;

  const method = req.method === "HEAD" ? "GET" : req.method;
  let pathMatched = false;
  for (const [m, re, fn] of ROUTES) {
    const match = re.exec(path);
    if (!match) continue;
    pathMatched = true;
    if (m !== method) continue;
    try {
      ctx.params = match.slice(1).map((p) => decodeURIComponent(p ?? ""));
    } catch {
      throw new HttpError(400, "Ruta mal codificada.");
    }
    await fn(ctx);
    return;
  }
  if (pathMatched) return sendJson(res, 405, { message: "Método no permitido." });
  sendJson(res, 404, { message: "Ruta no encontrada." });
}

/**
 * Starts the stand-in API.
 * @param {{ port?: number, host?: string, events?: number, teachers?: number, quiet?: boolean, publicUrl?: string, hostile?: boolean }} [options]
 *   port 0 picks a free port; events/teachers > 0 grow (or trim) the sample lists to that size;
 *   publicUrl: the origin browsers reach it at, when that is not its own (the browser tests
 *   route the origin the site was built against to one stand-in per worker).
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void>, state: ReturnType<typeof createState> }>}
 */
export async function startStub({
  port = Number(process.env.PORT ?? 4010),
  host = "127.0.0.1",
  events = Number(process.env.STUB_EVENTS ?? 0),
  teachers = Number(process.env.STUB_TEACHERS ?? 0),
  quiet = process.env.STUB_QUIET === "1",
  publicUrl = process.env.STUB_PUBLIC_URL ?? "",
  hostile = process.env.STUB_HOSTILE === "1",
} = {}) {
  const state = createState({ events, teachers }, { hostile });
  state.publicUrl = publicUrl.replace(/\/+$/, "");
  const server = http.createServer((req, res) => {
    const started = performance.now();
    if (!quiet) {
      res.on("finish", () => {
        console.log(
          `${req.method} ${req.url} ${res.statusCode} ${(performance.now() - started).toFixed(1)} ms`,
        );
      });
    }
    handle(state, req, res).catch((err) => {
      const status = err instanceof HttpError ? err.status : 500;
      if (status === 500 && !quiet) console.error(err);
      if (res.headersSent) return res.destroy();
      sendJson(res, status, {
        message: status === 500 ? "Error interno del stand-in." : err.message,
      });
    });
  });
  server.on("clientError", (_err, socket) => {
    if (socket.writable) socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n");
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve(undefined);
    });
  });
  const address = server.address();
  const realPort = typeof address === "object" && address ? address.port : port;
  const shownHost = host.includes(":") ? `[${host}]` : host === "0.0.0.0" ? "127.0.0.1" : host;
  state.baseUrl = `http://${shownHost}:${realPort}`;
  return {
    url: state.baseUrl,
    port: realPort,
    state,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      }),
  };
}

const isMain = (() => {
  try {
    const entry = process.argv[1];
    return entry !== undefined && realpathSync(entry) === fileURLToPath(import.meta.url);
  } catch {
    return false;
  }
})();

if (isMain) {
  const stub = await startStub();
  console.log(`Stand-in API at ${stub.url}`);
  const stop = () => stub.close().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}
