// Test controls under /__stub (not part of the contract): change the data, make calls fail or
// answer raw bodies, read the calls received. README.md lists them.
import { HttpError, JSON_TYPE, TEXT_TYPE, jsonObject, send, sendJson, str } from "./http.mjs";
import { maxEventId, publicUser } from "./data.mjs";

/** @typedef {import("./types").Ctx} Ctx */
/** @typedef {import("./types").Route} Route */
/** @typedef {import("./types").State} State */
/** @typedef {import("./types").RawEvent} RawEvent */

/**
 * A stored event from a partial one (dates via startInDays).
 * @param {State} state
 * @param {Record<string, unknown>} body
 * @returns {RawEvent}
 */
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

/**
 * @param {State} state
 * @param {string | undefined} id
 */
const eventIndex = (state, id) => state.events.findIndex((e) => String(e?.idEvento) === id);

/** @type {Route[]} */
export const CONTROL_ROUTES = [
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
    "/__stub/events",
    ({ res, state, ...ctx }) => {
      const raw = newRawEvent(state, jsonObject(ctx));
      if (eventIndex(state, String(raw.idEvento)) >= 0) {
        return sendJson(res, 409, { message: `Event ${raw.idEvento} already exists.` });
      }
      state.events.push(raw);
      state.changed();
      sendJson(res, 201, raw);
    },
  ],
  [
    "PUT",
    "/__stub/events/:id",
    ({ res, state, params, ...ctx }) => {
      const patch = jsonObject(ctx);
      const i = eventIndex(state, params[0]);
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
    "/__stub/events/:id",
    ({ res, state, params }) => {
      const i = eventIndex(state, params[0]);
      if (i < 0) return sendJson(res, 404, { message: "Evento no encontrado." });
      const [removed] = state.events.splice(i, 1);
      state.changed();
      sendJson(res, 200, removed);
    },
  ],
  [
    "POST",
    "/__stub/reset",
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
    "/__stub/fail",
    ({ res, state, ...ctx }) => {
      const body = jsonObject(ctx);
      const status = Number(body.status ?? 500);
      if (!Number.isInteger(status) || (status !== 0 && (status < 100 || status > 599)))
        throw new HttpError(400, "status must be an HTTP status (or 0 to cut the connection).");
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
    "/__stub/fail",
    ({ res, state }) => {
      state.fails = [];
      sendJson(res, 200, { ok: true });
    },
  ],
  [
    "POST",
    "/__stub/raw",
    ({ res, state, ...ctx }) => {
      const body = jsonObject(ctx);
      const path = str(body.path);
      if (!path.startsWith("/")) throw new HttpError(400, "path must start with /.");
      const status = Number(body.status ?? 200);
      if (!Number.isInteger(status) || status < 100 || status > 599)
        throw new HttpError(400, "status is not valid.");
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
    "/__stub/raw",
    ({ res, state }) => {
      state.raws = [];
      sendJson(res, 200, { ok: true });
    },
  ],
  [
    "GET",
    "/__stub/calls",
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
    "/__stub/calls",
    ({ res, state }) => {
      state.calls = [];
      sendJson(res, 200, { ok: true });
    },
  ],
  [
    "GET",
    "/__stub/state",
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

/**
 * Answers a call from a test-control rule (fail, raw), if one matches; true when it did.
 * @param {State} state
 * @param {Ctx} ctx
 */
export function applyRules(state, ctx) {
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
