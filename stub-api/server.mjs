#!/usr/bin/env node
// Local stand-in of the school API (as fixed by the API contract), so the site
// can be built, developed and tested offline. Every contract call lives under /api;
// /checkout, /plataforma and /tiles stand in for Stripe, the external platform and
// the map tile service; /__stub/* are test controls (README.md).
import http from "node:http";
import { randomBytes } from "node:crypto";
import { readFileSync, realpathSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  readSample,
  toApiEvent,
  bogotaDayKey,
  maxEventId,
  sizeEvents,
  sizeTeachers,
  publicUser,
} from "./data.mjs";
import { checkoutPage, checkoutNotFoundPage, platformPage } from "./pages.mjs";

const IMAGES_DIR = new URL("./images/", import.meta.url);
const TILE_FILE = new URL("./tiles/tile.png", import.meta.url);
const MAX_BODY = 1_000_000;
const MAX_CALLS = 200;
const TEACHER_CODES = new Set(["IKY-PROF-2026", "IKY-PROF-TEST"]);
const SCHOOL_TEACHER_ID = "13";
const TYPES = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  svg: "image/svg+xml",
};
/** One sample image the stand-in serves broken, as the school's server once did: 200,
 * image/png, bytes that are not an image. Every build goes through the skip-and-warn path. */
export const CORRUPT_IMAGE = "evento-49-portada.jpg";
const CORRUPT_BYTES = Buffer.from("<!doctype html><title>Error</title>esto no es una imagen\n");
const JSON_TYPE = "application/json; charset=utf-8";
const TEXT_TYPE = "text/plain; charset=utf-8";
const HTML_TYPE = "text/html; charset=utf-8";

class HttpError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

// ------------------------------------------------------------------ state

/**
 * Everything the stand-in remembers. Tests may read it (startStub returns it); the
 * lists are replaced on reset, so read them through `state`, not a saved reference.
 * @param {{ events: number, teachers: number }} size
 */
function createState(size) {
  const state = {
    size: { ...size },
    /** raw events: the sample shape (startInDays…), turned into the contract shape per request */
    events: [],
    teachers: [],
    plans: [],
    /** @type {{ estudiantes: any[], profesores: any[] }} */
    users: { estudiantes: [], profesores: [] },
    /** teacher sign-ups waiting for approval */
    pendingTeachers: [],
    /** @type {Map<string, { role: 'estudiante' | 'profesor', mail: string }>} */
    tokens: new Map(),
    /** @type {Map<string, any>} checkout sessions by id */
    sessions: new Map(),
    /** completed subscriptions, in order */
    subscriptions: [],
    /** @type {{ method: string, path: string, query: Record<string,string>, headers: Record<string, unknown>, body: unknown, time: string }[]} */
    calls: [],
    /** @type {{ status: number, times: number | null, path: string, method?: string }[]} */
    fails: [],
    /** @type {{ path: string, status: number, body: unknown, contentType?: string, method?: string }[]} */
    raws: [],
    /** this server's own origin, set once it listens */
    baseUrl: "",
    version: 0,
    cache: { key: "", events: "", byId: new Map(), teachersKey: -1, teachers: "" },
    /** Restores the sample data; optional new sizes for the grown lists. */
    reset(next = {}) {
      if (next.events !== undefined) state.size.events = Number(next.events) || 0;
      if (next.teachers !== undefined) state.size.teachers = Number(next.teachers) || 0;
      state.events = sizeEvents(readSample("events.json"), state.size.events);
      state.teachers = sizeTeachers(readSample("teachers.json"), state.size.teachers);
      state.plans = readSample("plans.json");
      state.users = readSample("users.json");
      state.pendingTeachers = [];
      state.tokens.clear();
      state.sessions.clear();
      state.subscriptions = [];
      state.calls = [];
      state.fails = [];
      state.raws = [];
      state.changed();
    },
    /** Call after changing events/teachers directly, so cached answers are rebuilt. */
    changed() {
      state.version += 1;
    },
    /** The events list as the API sends it; cached per data version and Bogotá day. */
    eventsAnswer(now = Date.now()) {
      const key = `${state.version}|${bogotaDayKey(now)}`;
      if (state.cache.key !== key) {
        const list = state.events.map((e) => (e && typeof e === "object" ? toApiEvent(e, now) : e));
        state.cache.byId = new Map();
        for (const e of list)
          if (e && typeof e === "object" && e.idEvento !== undefined)
            state.cache.byId.set(String(e.idEvento), e);
        state.cache.events = JSON.stringify(list);
        state.cache.key = key;
      }
      return state.cache;
    },
    teachersJson() {
      if (state.cache.teachersKey !== state.version) {
        state.cache.teachers = JSON.stringify(state.teachers);
        state.cache.teachersKey = state.version;
      }
      return state.cache.teachers;
    },
  };
  state.reset();
  return state;
}

// ------------------------------------------------------------------ helpers

const token = (prefix) => `${prefix}-${randomBytes(12).toString("hex")}`;

function send(res, status, body, type = JSON_TYPE, headers = {}) {
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

const sendJson = (res, status, body, headers) => send(res, status, body, JSON_TYPE, headers);
const sendText = (res, status, text) => send(res, status, text, TEXT_TYPE);

function originOf(value) {
  try {
    const u = new URL(String(value));
    return u.protocol === "http:" || u.protocol === "https:" ? u.origin : null;
  } catch {
    return null;
  }
}

/** The site's origin for redirects: Origin header, else Referer origin, else SITE_URL. */
function siteOriginOf(req) {
  return (
    originOf(req.headers.origin) ??
    originOf(req.headers.referer) ??
    originOf(process.env.SITE_URL) ??
    "http://localhost:8000"
  ).replace(/\/$/, "");
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on("data", (c) => {
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

/** The request body as a JSON object; 400 when it is not one. */
function jsonObject(ctx) {
  if (ctx.bodyText.trim() === "") throw new HttpError(400, "Falta el cuerpo JSON de la petición.");
  if (ctx.bodyJson === undefined) throw new HttpError(400, "JSON no válido.");
  if (!ctx.bodyJson || typeof ctx.bodyJson !== "object" || Array.isArray(ctx.bodyJson))
    throw new HttpError(400, "Se esperaba un objeto JSON.");
  return ctx.bodyJson;
}

const str = (v) => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "");
const sameMail = (a, b) => str(a).toLowerCase() === str(b).toLowerCase();

/** The user behind the raw Authorization header, for one role. */
function authUser(state, req, role) {
  const t = state.tokens.get(String(req.headers.authorization ?? "").trim());
  if (!t || t.role !== role) return null;
  const list = role === "estudiante" ? state.users.estudiantes : state.users.profesores;
  return list.find((u) => sameMail(u.mail, t.mail)) ?? null;
}

function anyAuthUser(state, req) {
  return authUser(state, req, "estudiante") ?? authUser(state, req, "profesor");
}

const fileCache = new Map();
/** Reads a file once; null when missing. */
function cachedFile(url) {
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
  return fileCache.get(key);
}

function sendFile(req, res, file, type) {
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

/** Test controls: a stored event from a partial one (dates via startInDays). */
function newRawEvent(state, body) {
  const raw = { ...body };
  if (raw.idEvento === undefined || raw.idEvento === null)
    raw.idEvento = maxEventId(state.events) + 1;
  if (raw.startInDays === undefined && raw.fechas === undefined) {
    Object.assign(raw, {
      startInDays: 7,
      durationDays: 1,
      hourInicio: 9,
      minuteInicio: 0,
      hourFin: 11,
      minuteFin: 0,
    });
  }
  return raw;
}

// ------------------------------------------------------------------ routes

/** @typedef {{ req: http.IncomingMessage, res: http.ServerResponse, state: ReturnType<typeof createState>, url: URL, params: string[], bodyText: string, bodyJson: unknown }} Ctx */

/** @type {[string, RegExp, (ctx: Ctx) => void | Promise<void>][]} */
const ROUTES = [
  // ---- events, plans, registry, images (public)
  [
    "GET",
    /^\/api\/eventos\/profesor\/([^/]+)$/,
    ({ res, state, params }) => {
      if (params[0] !== SCHOOL_TEACHER_ID) return sendJson(res, 200, []);
      sendJson(res, 200, state.eventsAnswer().events);
    },
  ],
  [
    "GET",
    /^\/api\/eventos\/([^/]+)$/,
    ({ res, state, params }) => {
      const ev = state.eventsAnswer().byId.get(params[0]);
      if (!ev) return sendJson(res, 404, { message: "Evento no encontrado." });
      sendJson(res, 200, ev);
    },
  ],
  [
    "GET",
    /^\/api\/profesores\/public\/planes$/,
    ({ res, state }) => sendJson(res, 200, state.plans),
  ],
  [
    "GET",
    /^\/api\/profesores\/public\/diplomado$/,
    ({ res, state }) => sendJson(res, 200, state.teachersJson()),
  ],
  [
    "GET",
    /^\/api\/profesores\/public\/imagen$/,
    ({ req, res, url }) => {
      const name = url.searchParams.get("fileName") ?? "";
      if (!name) throw new HttpError(400, "Falta el parámetro fileName.");
      if (
        name.includes("/") ||
        name.includes("\\") ||
        name.includes("\0") ||
        name.startsWith(".") ||
        name.includes("..")
      ) {
        throw new HttpError(400, "Nombre de archivo no válido.");
      }
      const fileUrl = new URL(encodeURIComponent(name), IMAGES_DIR);
      if (!fileUrl.href.startsWith(IMAGES_DIR.href))
        throw new HttpError(400, "Nombre de archivo no válido.");
      if (name === CORRUPT_IMAGE) return send(res, 200, CORRUPT_BYTES, TYPES.png);
      const type = TYPES[name.split(".").pop()?.toLowerCase() ?? ""];
      const file = type ? cachedFile(fileUrl) : null;
      if (!file) return sendJson(res, 404, { message: "Imagen no encontrada." });
      sendFile(req, res, file, type);
    },
  ],

  // ---- accounts
  [
    "POST",
    /^\/api\/(estudiantes|profesores)\/login$/,
    ({ res, state, params, ...ctx }) => {
      const body = jsonObject(ctx);
      const student = params[0] === "estudiantes";
      const list = student ? state.users.estudiantes : state.users.profesores;
      const user = list.find(
        (u) =>
          sameMail(u.mail, body.mail) &&
          typeof body.password === "string" &&
          u.password === body.password,
      );
      if (!user) return sendJson(res, 401, { message: "Correo o contraseña incorrectos." });
      const t = token(student ? "tok-est" : "tok-prof");
      state.tokens.set(t, { role: student ? "estudiante" : "profesor", mail: user.mail });
      sendJson(res, 200, publicUser(user), { "x-custom-token": t });
    },
  ],
  [
    "GET",
    /^\/api\/(estudiantes|profesores)$/,
    ({ req, res, state, params }) => {
      const user = authUser(state, req, params[0] === "estudiantes" ? "estudiante" : "profesor");
      if (!user) return sendJson(res, 401, { message: "No autorizado." });
      sendJson(res, 200, publicUser(user));
    },
  ],
  [
    "POST",
    /^\/api\/estudiantes\/registrar$/,
    ({ res, state, ...ctx }) => {
      const body = jsonObject(ctx);
      const missing = ["nom", "prenom", "user", "mail", "password"].filter((k) => !str(body[k]));
      if (missing.length)
        return sendJson(res, 400, { message: `Faltan datos obligatorios: ${missing.join(", ")}.` });
      if (state.users.estudiantes.some((u) => sameMail(u.mail, body.mail))) {
        return sendJson(res, 409, { message: "Ya existe una cuenta con ese correo." });
      }
      const idEstudiante =
        state.users.estudiantes.reduce((m, u) => Math.max(m, Number(u.idEstudiante) || 0), 0) + 1;
      const user = {
        idEstudiante,
        username: str(body.user),
        user: `${str(body.nom)} ${str(body.prenom)}`,
        mail: str(body.mail),
        password: String(body.password),
        naissance: str(body.naissance) || null,
        ubicacionDada: str(body.ubicacionDada) || null,
        notificacionesNoLeidas: 0,
      };
      state.users.estudiantes.push(user);
      sendJson(res, 200, {
        message: "Cuenta creada. Te enviamos un correo para confirmarla.",
        idEstudiante,
        mail: user.mail,
      });
    },
  ],
  [
    "POST",
    /^\/api\/profesores\/registrar$/,
    ({ req, res, state, ...ctx }) => {
      const body = jsonObject(ctx);
      const header = str(req.headers.codigoinscripcion);
      if (!header || header !== str(body.codigoInscripcion) || !TEACHER_CODES.has(header)) {
        return sendJson(res, 400, { message: "Código de inscripción no válido." });
      }
      const missing = ["nom", "prenom", "user", "mail", "password"].filter((k) => !str(body[k]));
      if (missing.length)
        return sendJson(res, 400, { message: `Faltan datos obligatorios: ${missing.join(", ")}.` });
      if (
        [...state.users.profesores, ...state.pendingTeachers].some((u) =>
          sameMail(u.mail, body.mail),
        )
      ) {
        return sendJson(res, 409, { message: "Ya existe una cuenta con ese correo." });
      }
      const { password: _password, ...request } = body;
      state.pendingTeachers.push({ ...request, estado: "pendiente" });
      sendJson(res, 200, {
        estado: "pendiente",
        message: "Tu solicitud será revisada. Te avisaremos cuando sea aprobada.",
      });
    },
  ],
  [
    "POST",
    /^\/api\/estudiantes\/password_forgot$/,
    ({ res }) => {
      sendJson(res, 200, {
        message: "Si la cuenta existe, te enviamos un correo para recuperar la contraseña.",
      });
    },
  ],
  [
    "GET",
    /^\/api\/estudiantes\/confirmer\/([^/]*)$/,
    ({ res, params }) => {
      const t = params[0];
      if (t === "vacio") return sendText(res, 200, "");
      if (t.startsWith("ok-"))
        return sendText(res, 200, "Tu cuenta ha sido confirmada. ¡Bienvenida a IKY Yoga!");
      sendText(res, 400, "Token inválido");
    },
  ],

  // ---- subscriptions
  [
    "GET",
    /^\/api\/stripe\/generarEnlaceSuscripcion\/([^/]+)$/,
    ({ req, res, state, url, params }) => {
      const user = anyAuthUser(state, req);
      if (!user) return sendJson(res, 401, { message: "No autorizado." });
      const planId = params[0];
      if (planId === "998") return sendJson(res, 200, {});
      if (planId === "997")
        return sendJson(res, 200, { checkout_url: "https://evil.example.com/phish" });
      const plan = state.plans.find((p) => String(p?.idPlan) === planId);
      if (!plan) return sendJson(res, 404, { message: "Plan no encontrado." });
      const id = token("cs_test").replace("-", "_");
      state.sessions.set(id, {
        id,
        planId,
        plan,
        incluirSuplemento: url.searchParams.get("incluirSuplemento") === "true",
        userId: user.idEstudiante ?? user.idProfesor,
        siteOrigin: siteOriginOf(req),
        paid: false,
      });
      const stubOrigin = req.headers.host ? `http://${req.headers.host}` : state.baseUrl;
      sendJson(res, 200, { checkout_url: `${stubOrigin}/checkout/${id}` });
    },
  ],
  [
    "GET",
    /^\/checkout\/([^/]+)$/,
    ({ req, res, state, params }) => {
      const s = state.sessions.get(params[0]);
      if (!s) return send(res, 404, checkoutNotFoundPage(siteOriginOf(req)), HTML_TYPE);
      send(res, 200, checkoutPage(s), HTML_TYPE);
    },
  ],
  [
    "GET",
    /^\/api\/stripe\/success-subscription$/,
    ({ res, state, url }) => {
      const s = state.sessions.get(url.searchParams.get("session_id") ?? "");
      if (!s) return sendText(res, 400, "Sesión de pago no válida");
      if (!s.paid) {
        s.paid = true;
        state.subscriptions.push({
          sessionId: s.id,
          planId: s.planId,
          userId: s.userId,
          incluirSuplemento: s.incluirSuplemento,
        });
      }
      sendText(
        res,
        200,
        `Suscripción completada: plan ${s.plan.nombre ?? s.planId}${s.incluirSuplemento ? " + IKYnesis" : ""}`,
      );
    },
  ],

  // ---- stand-ins for the external platform and the map tiles
  [
    "GET",
    /^\/plataforma\/?$/,
    ({ req, res }) => send(res, 200, platformPage(siteOriginOf(req)), HTML_TYPE),
  ],
  [
    "GET",
    /^\/tiles\/\d+\/\d+\/\d+(@2x)?\.png$/,
    ({ req, res }) => {
      const file = cachedFile(TILE_FILE);
      if (!file) return sendJson(res, 404, { message: "Tile no disponible." });
      sendFile(req, res, file, "image/png");
    },
  ],

  // ---- test controls (not part of the contract)
  [
    "GET",
    /^\/__stub\/?$/,
    ({ res }) => {
      sendJson(res, 200, {
        controls: [
          "POST /__stub/events",
          "PUT /__stub/events/{id}",
          "DELETE /__stub/events/{id}",
          "POST /__stub/reset",
          "POST /__stub/fail",
          "DELETE /__stub/fail",
          "POST /__stub/raw",
          "DELETE /__stub/raw",
          "GET /__stub/calls",
          "DELETE /__stub/calls",
          "GET /__stub/state",
        ],
      });
    },
  ],
  [
    "POST",
    /^\/__stub\/events$/,
    ({ res, state, ...ctx }) => {
      const raw = newRawEvent(state, jsonObject(ctx));
      if (state.events.some((e) => String(e?.idEvento) === String(raw.idEvento))) {
        return sendJson(res, 409, { message: `Ya existe el evento ${raw.idEvento}.` });
      }
      state.events.push(raw);
      state.changed();
      sendJson(res, 201, raw);
    },
  ],
  [
    "PUT",
    /^\/__stub\/events\/([^/]+)$/,
    ({ res, state, params, ...ctx }) => {
      const patch = jsonObject(ctx);
      const i = state.events.findIndex((e) => String(e?.idEvento) === params[0]);
      if (i < 0) return sendJson(res, 404, { message: "Evento no encontrado." });
      const merged = { ...state.events[i], ...patch };
      // Explicit dates win over relative ones and the other way round.
      if ("fechas" in patch && !("startInDays" in patch)) delete merged.startInDays;
      if ("startInDays" in patch && !("fechas" in patch)) delete merged.fechas;
      state.events[i] = merged;
      state.changed();
      sendJson(res, 200, merged);
    },
  ],
  [
    "DELETE",
    /^\/__stub\/events\/([^/]+)$/,
    ({ res, state, params }) => {
      const i = state.events.findIndex((e) => String(e?.idEvento) === params[0]);
      if (i < 0) return sendJson(res, 404, { message: "Evento no encontrado." });
      const [removed] = state.events.splice(i, 1);
      state.changed();
      sendJson(res, 200, removed);
    },
  ],
  [
    "POST",
    /^\/__stub\/reset$/,
    ({ res, state, ...ctx }) => {
      const body = ctx.bodyText.trim() ? jsonObject(ctx) : {};
      state.reset({ events: body.events, teachers: body.teachers });
      sendJson(res, 200, {
        ok: true,
        events: state.events.length,
        teachers: state.teachers.length,
      });
    },
  ],
  [
    "POST",
    /^\/__stub\/fail$/,
    ({ res, state, ...ctx }) => {
      const body = jsonObject(ctx);
      const status = Number(body.status ?? 500);
      if (!Number.isInteger(status) || (status !== 0 && (status < 100 || status > 599)))
        throw new HttpError(400, "status debe ser un código HTTP (o 0 para cortar la conexión).");
      const times =
        body.times === undefined || body.times === null
          ? null
          : Math.max(1, Math.trunc(Number(body.times)) || 1);
      const rule = {
        status,
        times,
        path: str(body.path) || "/api",
        method: str(body.method).toUpperCase() || undefined,
      };
      state.fails.unshift(rule);
      sendJson(res, 200, rule);
    },
  ],
  [
    "DELETE",
    /^\/__stub\/fail$/,
    ({ res, state }) => {
      state.fails = [];
      sendJson(res, 200, { ok: true });
    },
  ],
  [
    "POST",
    /^\/__stub\/raw$/,
    ({ res, state, ...ctx }) => {
      const body = jsonObject(ctx);
      const path = str(body.path);
      if (!path.startsWith("/")) throw new HttpError(400, "path debe empezar por /.");
      const status = Number(body.status ?? 200);
      if (!Number.isInteger(status) || status < 100 || status > 599)
        throw new HttpError(400, "status no válido.");
      const rule = {
        path,
        status,
        body: body.body,
        contentType: str(body.contentType) || undefined,
        method: str(body.method).toUpperCase() || undefined,
      };
      state.raws = [rule, ...state.raws.filter((r) => r.path !== path || r.method !== rule.method)];
      sendJson(res, 200, rule);
    },
  ],
  [
    "DELETE",
    /^\/__stub\/raw$/,
    ({ res, state }) => {
      state.raws = [];
      sendJson(res, 200, { ok: true });
    },
  ],
  [
    "GET",
    /^\/__stub\/calls$/,
    ({ res, state, url }) => {
      const prefix = url.searchParams.get("path");
      const method = url.searchParams.get("method")?.toUpperCase();
      sendJson(
        res,
        200,
        state.calls.filter(
          (c) => (!prefix || c.path.startsWith(prefix)) && (!method || c.method === method),
        ),
      );
    },
  ],
  [
    "DELETE",
    /^\/__stub\/calls$/,
    ({ res, state }) => {
      state.calls = [];
      sendJson(res, 200, { ok: true });
    },
  ],
  [
    "GET",
    /^\/__stub\/state$/,
    ({ res, state }) => {
      sendJson(res, 200, {
        events: state.events.length,
        teachers: state.teachers.length,
        estudiantes: state.users.estudiantes.map(publicUser),
        pendingTeachers: state.pendingTeachers,
        sessions: [...state.sessions.values()].map(({ plan: _plan, ...s }) => s),
        subscriptions: state.subscriptions,
        fails: state.fails,
        raws: state.raws,
      });
    },
  ],
];

// ------------------------------------------------------------------ server

function setCors(req, res) {
  res.setHeader("Access-Control-Allow-Origin", req.headers.origin || "*");
  res.setHeader("Vary", "Origin");
  res.setHeader("Access-Control-Allow-Methods", "GET,POST,OPTIONS");
  res.setHeader("Access-Control-Allow-Headers", "Content-Type, Authorization, codigoInscripcion");
  res.setHeader("Access-Control-Expose-Headers", "x-custom-token");
  res.setHeader("Access-Control-Max-Age", "600");
}

/** Answers a call from a test-control rule, if one matches; true when it did. */
function applyRules(state, ctx) {
  const { req, res, url } = ctx;
  const method = req.method === "HEAD" ? "GET" : req.method;
  const fail = state.fails.find(
    (r) => url.pathname.startsWith(r.path) && (!r.method || r.method === method),
  );
  if (fail) {
    if (fail.times !== null && --fail.times <= 0)
      state.fails = state.fails.filter((r) => r !== fail);
    if (fail.status === 0) {
      req.socket.destroy();
      return true;
    }
    sendJson(res, fail.status, { message: `Fallo simulado (${fail.status}).` });
    return true;
  }
  const raw = state.raws.find(
    (r) =>
      (r.path === url.pathname || r.path === url.pathname + url.search) &&
      (!r.method || r.method === method),
  );
  if (raw) {
    const isString = typeof raw.body === "string";
    const payload = raw.body === undefined ? "" : isString ? raw.body : JSON.stringify(raw.body);
    send(res, raw.status, payload, raw.contentType ?? (isString ? TEXT_TYPE : JSON_TYPE));
    return true;
  }
  return false;
}

async function handle(state, req, res) {
  setCors(req, res);
  const url = new URL(req.url ?? "/", "http://stub.local");
  if (req.method === "OPTIONS") {
    res.writeHead(204, { "Content-Length": 0 });
    res.end();
    return;
  }
  const bodyText = req.method === "GET" || req.method === "HEAD" ? "" : await readBody(req);
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
 * @param {{ port?: number, host?: string, events?: number, teachers?: number, quiet?: boolean }} [options]
 *   port 0 picks a free port; events/teachers > 0 grow (or trim) the sample lists to that size.
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void>, state: ReturnType<typeof createState> }>}
 */
export async function startStub({
  port = Number(process.env.PORT ?? 4010),
  host = "127.0.0.1",
  events = Number(process.env.STUB_EVENTS ?? 0),
  teachers = Number(process.env.STUB_TEACHERS ?? 0),
  quiet = process.env.STUB_QUIET === "1",
} = {}) {
  const state = createState({ events, teachers });
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
    return (
      Boolean(process.argv[1]) && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)
    );
  } catch {
    return false;
  }
})();

if (isMain) {
  const stub = await startStub();
  console.log(`Stand-in API en ${stub.url}`);
  const stop = () => stub.close().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}
