// The calls of docs/api-contract.md under /api, at the paths the site's client uses
// (src/school-api/routes.ts): events, plans, the registry and its images, accounts and the
// subscription link.
import {
  HttpError,
  jsonObject,
  sameMail,
  send,
  sendFile,
  sendJson,
  sendText,
  siteOriginOf,
  str,
  token,
  cachedFile,
} from "./http.mjs";
import { publicUser } from "./data.mjs";
import { API_ROUTES, SCHOOL_TEACHER_ID } from "./shared.mjs";

/** @typedef {import("./types").Ctx} Ctx */
/** @typedef {import("./types").Route} Route */
/** @typedef {import("./types").State} State */

const IMAGES_DIR = new URL("./images/", import.meta.url);
const TEACHER_CODES = new Set(["IKY-PROF-2026", "IKY-PROF-TEST"]);
/** @type {Record<string, string>} */
const IMAGE_TYPES = {
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

/**
 * The user behind the raw Authorization header, for one role.
 * @param {State} state
 * @param {Ctx["req"]} req
 * @param {"estudiante" | "profesor"} role
 */
function authUser(state, req, role) {
  const t = state.tokens.get(String(req.headers.authorization ?? "").trim());
  if (!t || t.role !== role) return null;
  const list = role === "estudiante" ? state.users.estudiantes : state.users.profesores;
  return list.find((u) => sameMail(u.mail, t.mail)) ?? null;
}

/**
 * @param {State} state
 * @param {Ctx["req"]} req
 */
function anyAuthUser(state, req) {
  return authUser(state, req, "estudiante") ?? authUser(state, req, "profesor");
}

/**
 * POST …/login for one role: the user and a fresh token in `x-custom-token`.
 * @param {"estudiante" | "profesor"} role
 * @returns {Route[2]}
 */
const login =
  (role) =>
  ({ res, state, ...ctx }) => {
    const body = jsonObject(ctx);
    const list = role === "estudiante" ? state.users.estudiantes : state.users.profesores;
    const user = list.find(
      (u) =>
        sameMail(u.mail, body.mail) &&
        typeof body.password === "string" &&
        u.password === body.password,
    );
    if (!user) return sendJson(res, 401, { message: "Correo o contraseña incorrectos." });
    const t = token(role === "estudiante" ? "tok-est" : "tok-prof");
    state.tokens.set(t, { role, mail: user.mail });
    sendJson(res, 200, publicUser(user), { "x-custom-token": t });
  };

/**
 * GET the profile of the token's user, for one role.
 * @param {"estudiante" | "profesor"} role
 * @returns {Route[2]}
 */
const profile =
  (role) =>
  ({ req, res, state }) => {
    const user = authUser(state, req, role);
    if (!user) return sendJson(res, 401, { message: "No autorizado." });
    sendJson(res, 200, publicUser(user));
  };

/** @param {Record<string, unknown>} body */
const missingFields = (body) =>
  ["nom", "prenom", "user", "mail", "password"].filter((k) => !str(body[k]));

/** @type {Route[]} */
export const CONTRACT_ROUTES = [
  // ---- events, plans, registry, images (public)
  [
    "GET",
    API_ROUTES.eventos,
    ({ res, state, params }) => {
      if (params[0] !== String(SCHOOL_TEACHER_ID)) return sendJson(res, 200, []);
      sendJson(res, 200, state.eventsAnswer().events);
    },
  ],
  [
    "GET",
    API_ROUTES.evento,
    ({ res, state, params }) => {
      const ev = state.eventsAnswer().byId.get(params[0] ?? "");
      if (!ev) return sendJson(res, 404, { message: "Evento no encontrado." });
      sendJson(res, 200, ev);
    },
  ],
  ["GET", API_ROUTES.planes, ({ res, state }) => sendJson(res, 200, state.plans)],
  ["GET", API_ROUTES.diplomado, ({ res, state }) => sendJson(res, 200, state.teachersJson())],
  [
    "GET",
    API_ROUTES.imagen,
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
      if (name === CORRUPT_IMAGE) return send(res, 200, CORRUPT_BYTES, IMAGE_TYPES.png);
      const type = IMAGE_TYPES[name.split(".").pop()?.toLowerCase() ?? ""];
      const file = type ? cachedFile(fileUrl) : null;
      if (!type || !file) return sendJson(res, 404, { message: "Imagen no encontrada." });
      sendFile(req, res, file, type);
    },
  ],

  // ---- accounts
  ["POST", API_ROUTES.loginEstudiante, login("estudiante")],
  ["POST", API_ROUTES.loginProfesor, login("profesor")],
  ["GET", API_ROUTES.perfilEstudiante, profile("estudiante")],
  ["GET", API_ROUTES.perfilProfesor, profile("profesor")],
  [
    "POST",
    API_ROUTES.registrarEstudiante,
    ({ res, state, ...ctx }) => {
      const body = jsonObject(ctx);
      const missing = missingFields(body);
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
    API_ROUTES.registrarProfesor,
    ({ req, res, state, ...ctx }) => {
      const body = jsonObject(ctx);
      const header = str(req.headers.codigoinscripcion);
      if (!header || header !== str(body.codigoInscripcion) || !TEACHER_CODES.has(header)) {
        return sendJson(res, 400, { message: "Código de inscripción no válido." });
      }
      const missing = missingFields(body);
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
    API_ROUTES.passwordForgot,
    ({ res }) => {
      sendJson(res, 200, {
        message: "Si la cuenta existe, te enviamos un correo para recuperar la contraseña.",
      });
    },
  ],
  [
    "GET",
    API_ROUTES.confirmer,
    ({ res, params }) => {
      const t = params[0] ?? "";
      if (t === "vacio") return sendText(res, 200, "");
      if (t.startsWith("ok-"))
        return sendText(res, 200, "Tu cuenta ha sido confirmada. ¡Bienvenida a IKY Yoga!");
      sendText(res, 400, "Token inválido");
    },
  ],

  // ---- subscriptions
  [
    "GET",
    API_ROUTES.enlaceSuscripcion,
    ({ req, res, state, url, params }) => {
      const user = anyAuthUser(state, req);
      if (!user) return sendJson(res, 401, { message: "No autorizado." });
      const planId = params[0] ?? "";
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
      const stubOrigin =
        state.publicUrl || (req.headers.host ? `http://${req.headers.host}` : state.baseUrl);
      sendJson(res, 200, { checkout_url: `${stubOrigin}/checkout/${id}` });
    },
  ],
  [
    "GET",
    API_ROUTES.successSubscription,
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
];
