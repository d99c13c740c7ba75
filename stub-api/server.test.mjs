// Tests of the stand-in API: node --test stub-api/
import { test, describe, before, after, beforeEach } from "node:test";
import assert from "node:assert/strict";
import { readdirSync } from "node:fs";
import { CORRUPT_IMAGE, startStub } from "./server.mjs";
import { fechasFor, readSample } from "./data.mjs";
import { createState } from "./state.mjs";

const DAY = 86_400_000;
const ISO_BOGOTA = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00-05:00$/;

/** @type {Awaited<ReturnType<typeof startStub>>} */
let stub;
/** An answer whose JSON the tests read as the contract's loose shapes. */
/** @typedef {Response & { json(): Promise<any> }} Answer */
/**
 * @param {string} path
 * @param {RequestInit} [init]
 * @returns {Promise<Answer>}
 */
const api = (path, init = {}) => fetch(stub.url + path, init);
/**
 * @param {string} path
 * @param {unknown} [body]
 * @param {Record<string, string>} [headers]
 */
const post = (path, body, headers = {}) =>
  api(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

/**
 * @param {"estudiantes" | "profesores"} kind
 * @param {string} mail
 */
async function login(kind, mail, password = "yoga1234") {
  const res = await post(`/api/${kind}/login`, { mail, password });
  return { res, token: res.headers.get("x-custom-token"), body: await res.json() };
}

/**
 * A sign-up form's payload (docs/api-contract.md): mail `<nom>@example.org`, password clave1234.
 * @param {string} nom
 * @param {string} prenom
 * @param {string} user
 * @param {string} naissance
 */
const signupPayload = (nom, prenom, user, naissance) => ({
  nom,
  prenom,
  user,
  mail: `${nom.toLowerCase()}@example.org`,
  password: "clave1234",
  naissance,
  ubicacionDada: "Cali",
});

before(async () => {
  stub = await startStub({ port: 0, quiet: true, events: 0, teachers: 0 });
});
after(() => stub.close());
beforeEach(() => post("/__stub/reset", {}));

describe("start", () => {
  test("port 0 picks a free port and reports it", () => {
    assert.ok(stub.port > 0);
    assert.equal(stub.url, `http://127.0.0.1:${stub.port}`);
  });
});

describe("events", () => {
  test("list has the contract shape with dates computed relative to now", async () => {
    const res = await api("/api/eventos/profesor/13");
    assert.equal(res.status, 200);
    assert.match(res.headers.get("content-type") ?? "", /application\/json/);
    const events = await res.json();
    assert.equal(events.length, 12);
    const now = Date.now();
    for (const e of events) {
      assert.equal(typeof e.idEvento, "number");
      assert.ok(!("startInDays" in e) && !("durationDays" in e), "helper fields are not sent");
      assert.match(e.fechas.fechaInicio, ISO_BOGOTA);
      assert.match(e.fechas.fechaFinalTotal, ISO_BOGOTA);
      const start = new Date(e.fechas.fechaInicio);
      assert.ok(Date.parse(e.fechas.fechaFinalTotal) >= start.getTime());
      // dayOfMonth/month/year are the Bogotá calendar date of fechaInicio.
      const local = new Date(start.getTime() - 5 * 3_600_000);
      assert.equal(e.fechas.dayOfMonth, local.getUTCDate());
      assert.equal(e.fechas.month, local.getUTCMonth() + 1);
      assert.equal(e.fechas.year, local.getUTCFullYear());
    }
    const byId = Object.fromEntries(events.map((/** @type {any} */ e) => [e.idEvento, e]));
    const startsIn = (/** @type {number} */ id) =>
      (Date.parse(byId[id].fechas.fechaInicio) - now) / DAY;
    assert.ok(Date.parse(byId[31].fechas.fechaFinalTotal) < now, "one event is over");
    assert.ok(
      startsIn(38) < 0 && Date.parse(byId[38].fechas.fechaFinalTotal) > now,
      "one event is running",
    );
    assert.ok(startsIn(41) > 0 && startsIn(41) < 2, "one event within 2 days");
    assert.ok(startsIn(42) > 9 && startsIn(42) < 11);
    assert.ok(startsIn(44) > 44 && startsIn(44) < 46);
    assert.ok(startsIn(45) > 69 && startsIn(45) < 71);
    assert.equal(byId[38].fechas.fechaFinalTotal.slice(11), "13:00:00-05:00");
    // The deliberately imperfect record.
    assert.equal(byId[50].precio, "180");
    assert.ok(Array.isArray(byId[50].imagenes));
    assert.ok(!("isInstructorado" in byId[50]));
    assert.match(byId[50].resumen, /Profesorado/);
    const instructorado = events.filter(
      (/** @type {any} */ e) => e.isInstructorado || /instructorado|profesorado/i.test(e.resumen),
    );
    assert.equal(instructorado.length, 5);
    assert.ok(
      events.some((/** @type {any} */ e) => e.precio === undefined),
      "some events are free",
    );
    assert.ok(
      events.some((/** @type {any} */ e) => e.presencial === false && e.url),
      "online events have a url",
    );
  });

  test("one event by id, 404 when unknown, other teachers have none", async () => {
    const one = await api("/api/eventos/42");
    assert.equal(one.status, 200);
    assert.equal((await one.json()).resumen, "Profesorado de Yoga IKY – 6 meses");
    const missing = await api("/api/eventos/9999");
    assert.equal(missing.status, 404);
    assert.ok((await missing.json()).message);
    assert.deepEqual(await (await api("/api/eventos/profesor/12")).json(), []);
  });

  test("fechas follow the Bogotá calendar (UTC−5) across day and year ends", () => {
    // 31 Dec 2026 23:30 UTC is 18:30 in Bogotá: tomorrow is 1 Jan 2027.
    const f1 = fechasFor(
      {
        startInDays: 1,
        durationDays: 21,
        hourInicio: 9,
        minuteInicio: 0,
        hourFin: 11,
        minuteFin: 0,
      },
      Date.UTC(2026, 11, 31, 23, 30),
    );
    assert.deepEqual(f1, {
      dayOfMonth: 1,
      month: 1,
      year: 2027,
      hourInicio: 9,
      minuteInicio: 0,
      hourFin: 11,
      minuteFin: 0,
      fechaInicio: "2027-01-01T09:00:00-05:00",
      fechaFinalTotal: "2027-01-21T11:00:00-05:00",
    });
    // 1 Jan 2027 03:00 UTC is still 31 Dec 2026 in Bogotá.
    const f2 = fechasFor(
      { startInDays: 0, hourInicio: 19, minuteInicio: 30, hourFin: 20, minuteFin: 45 },
      Date.UTC(2027, 0, 1, 3, 0),
    );
    assert.equal(f2.fechaInicio, "2026-12-31T19:30:00-05:00");
    assert.equal(f2.fechaFinalTotal, "2026-12-31T20:45:00-05:00");
  });
});

describe("plans, registry and images", () => {
  test("plans and registry as in the contract", async () => {
    const plans = await (await api("/api/profesores/public/planes")).json();
    assert.ok(plans.length >= 3 && plans.length <= 4);
    assert.ok(plans.some((/** @type {any} */ p) => p.costoMensualEur === 0));
    assert.ok(
      plans.some((/** @type {any} */ p) => Array.isArray(p.descripcion)) &&
        plans.some((/** @type {any} */ p) => typeof p.descripcion === "string"),
    );
    const teachers = await (await api("/api/profesores/public/diplomado")).json();
    assert.equal(teachers.length, 30);
    const lucia = teachers.find((/** @type {any} */ t) => t.codigo === "IKY-0101-150309-01");
    assert.equal(`${lucia.nombre} ${lucia.prenom}`, "Lucía Restrepo Gómez");
    assert.equal(lucia.localidad, "Cali");
    assert.equal(teachers.filter((/** @type {any} */ t) => t.latitud === undefined).length, 2);
    assert.ok(teachers.some((/** @type {any} */ t) => typeof t.latitud === "string"));
    assert.ok(teachers.some((/** @type {any} */ t) => t.codigo === "IKY-9999-321399"));
    const types = new Set(
      teachers.map((/** @type {any} */ t) => /^IKY-?(\d{4})/.exec(t.codigo)?.[1]),
    );
    for (const t of ["0100", "0101", "0102", "0103", "0202", "0303"]) assert.ok(types.has(t), t);
  });

  test("every image the sample data names is served as JPEG with caching headers, but one", async () => {
    const names = new Set();
    for (const e of readSample("events.json")) {
      if (e.imagenCobertura) names.add(e.imagenCobertura);
      for (const n of Object.values(e.imagenes ?? {})) names.add(n);
    }
    for (const t of readSample("teachers.json")) {
      if (t.foto) names.add(t.foto);
      if (t.diploma) names.add(t.diploma);
    }
    assert.deepEqual([...names].sort(), readdirSync(new URL("./images/", import.meta.url)).sort());
    for (const name of names) {
      const res = await api(`/api/profesores/public/imagen?fileName=${encodeURIComponent(name)}`);
      assert.equal(res.status, 200, name);
      if (name === CORRUPT_IMAGE) {
        // Served broken on purpose (the build must skip it): image/png, not an image.
        assert.equal(res.headers.get("content-type") ?? "", "image/png");
        assert.match(await res.text(), /no es una imagen/);
        continue;
      }
      assert.equal(res.headers.get("content-type") ?? "", "image/jpeg");
      assert.match(res.headers.get("cache-control") ?? "", /max-age=\d+/);
      const bytes = new Uint8Array(await res.arrayBuffer());
      assert.deepEqual([...bytes.slice(0, 2)], [0xff, 0xd8], name);
    }
    const res = await api("/api/profesores/public/imagen?fileName=lucia-restrepo.jpg", {
      headers: {
        "If-None-Match":
          (await api("/api/profesores/public/imagen?fileName=lucia-restrepo.jpg")).headers.get(
            "etag",
          ) ?? "",
      },
    });
    assert.equal(res.status, 304);
  });

  test("unknown image is 404, path traversal is rejected", async () => {
    assert.equal((await api("/api/profesores/public/imagen?fileName=no-existe.jpg")).status, 404);
    assert.equal((await api("/api/profesores/public/imagen")).status, 400);
    for (const bad of [
      "../server.mjs",
      "..%2Fserver.mjs",
      "..\\server.mjs",
      "/etc/passwd",
      "images/../../server.mjs",
      ".hidden.jpg",
    ]) {
      const res = await api(`/api/profesores/public/imagen?fileName=${encodeURIComponent(bad)}`);
      assert.equal(res.status, 400, bad);
    }
    // Decoded once only: a double-encoded name is just an unknown file.
    assert.equal(
      (
        await api(
          `/api/profesores/public/imagen?fileName=${encodeURIComponent("%2e%2e%2fdata.mjs")}`,
        )
      ).status,
      404,
    );
    // Unencoded traversal in the URL path never leaves the routes either.
    assert.equal((await api("/api/profesores/public/imagen/../../server.mjs")).status, 404);
  });

  test("map tiles and the platform page", async () => {
    const tile = await api("/tiles/15/9500/15800.png");
    assert.equal(tile.status, 200);
    assert.equal(tile.headers.get("content-type") ?? "", "image/png");
    assert.equal((await api("/tiles/a/b/c.png")).status, 404);
    const page = await api("/plataforma");
    assert.match(page.headers.get("content-type") ?? "", /text\/html/);
    assert.match(await page.text(), /Plataforma IKY \(simulada\)/);
  });
});

describe("accounts", () => {
  test("student login: token header, user body without password, exposed by CORS", async () => {
    const res = await post(
      "/api/estudiantes/login",
      { mail: "ana@example.org", password: "yoga1234" },
      { Origin: "http://localhost:8000" },
    );
    assert.equal(res.status, 200);
    assert.match(res.headers.get("x-custom-token") ?? "", /^tok-est-[0-9a-f]+$/);
    assert.equal(res.headers.get("access-control-allow-origin") ?? "", "http://localhost:8000");
    assert.match(res.headers.get("access-control-expose-headers") ?? "", /x-custom-token/i);
    const user = await res.json();
    assert.deepEqual(user, {
      idEstudiante: 7,
      username: "ana.garcia",
      user: "Ana García",
      mail: "ana@example.org",
      notificacionesNoLeidas: 2,
    });
  });

  test("login failures: wrong password, wrong role, bad JSON", async () => {
    const wrong = await login("estudiantes", "ana@example.org", "nope");
    assert.equal(wrong.res.status, 401);
    assert.equal(wrong.token, null);
    assert.ok(wrong.body.message);
    assert.equal(
      (await login("profesores", "ana@example.org")).res.status,
      401,
      "a student is not a teacher",
    );
    assert.equal(
      (await login("estudiantes", "profe@example.org")).res.status,
      401,
      "a teacher is not a student",
    );
    assert.equal((await post("/api/estudiantes/login", '{"mail":')).status, 400);
  });

  test("teacher login and profile calls by raw Authorization token", async () => {
    const prof = await login("profesores", "profe@example.org");
    assert.equal(prof.res.status, 200);
    assert.match(prof.token ?? "", /^tok-prof-/);
    assert.equal(prof.body.idProfesor, 3);
    const est = await login("estudiantes", "ana@example.org");
    const me = await api("/api/estudiantes", { headers: { Authorization: est.token ?? "" } });
    assert.equal(me.status, 200);
    assert.equal((await me.json()).user, "Ana García");
    assert.equal(
      (await api("/api/profesores", { headers: { Authorization: est.token ?? "" } })).status,
      401,
    );
    assert.equal(
      (await api("/api/profesores", { headers: { Authorization: prof.token ?? "" } })).status,
      200,
    );
    assert.equal(
      (await api("/api/estudiantes", { headers: { Authorization: prof.token ?? "" } })).status,
      401,
    );
    assert.equal((await api("/api/estudiantes")).status, 401);
    assert.equal(
      (await api("/api/estudiantes", { headers: { Authorization: `Bearer ${est.token}` } })).status,
      401,
    );
  });

  test("CORS preflight", async () => {
    const res = await api("/api/profesores/registrar", {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:9000",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type,codigoinscripcion",
      },
    });
    assert.equal(res.status, 204);
    assert.equal(res.headers.get("access-control-allow-origin") ?? "", "http://localhost:9000");
    assert.match(res.headers.get("access-control-allow-headers") ?? "", /codigoInscripcion/);
    assert.match(res.headers.get("access-control-allow-headers") ?? "", /Authorization/);
    assert.match(res.headers.get("access-control-allow-methods") ?? "", /POST/);
    assert.equal(
      (await api("/api/eventos/profesor/13")).headers.get("access-control-allow-origin"),
      "*",
    );
  });

  test("student sign-up: 409 on a known mail, 400 on missing data, new account can log in", async () => {
    const payload = signupPayload("Sara", "Ríos", "sara.rios", "1994-05-02");
    const dup = await post("/api/estudiantes/registrar", { ...payload, mail: "ANA@example.org" });
    assert.equal(dup.status, 409);
    assert.deepEqual(await dup.json(), { message: "Ya existe una cuenta con ese correo." });
    assert.equal((await post("/api/estudiantes/registrar", { ...payload, mail: "" })).status, 400);
    assert.equal((await post("/api/estudiantes/registrar", "no es json")).status, 400);
    const ok = await post("/api/estudiantes/registrar", payload);
    assert.equal(ok.status, 200);
    assert.match(ok.headers.get("content-type") ?? "", /json/);
    await ok.json();
    const again = await login("estudiantes", "sara@example.org", "clave1234");
    assert.equal(again.res.status, 200);
    assert.equal(again.body.user, "Sara Ríos");
    assert.equal(again.body.username, "sara.rios");
    assert.ok(!("password" in again.body));
  });

  test("teacher sign-up needs the same valid code in header and body", async () => {
    const payload = signupPayload("Luis", "Paz", "luis.paz", "1988-01-20");
    const bad = { message: "Código de inscripción no válido." };
    let res = await post("/api/profesores/registrar", {
      ...payload,
      codigoInscripcion: "IKY-PROF-2026",
    });
    assert.equal(res.status, 400, "header missing");
    assert.deepEqual(await res.json(), bad);
    res = await post(
      "/api/profesores/registrar",
      { ...payload, codigoInscripcion: "IKY-PROF-2026" },
      { codigoInscripcion: "IKY-PROF-TEST" },
    );
    assert.equal(res.status, 400, "header and body differ");
    res = await post(
      "/api/profesores/registrar",
      { ...payload, codigoInscripcion: "XYZ" },
      { codigoInscripcion: "XYZ" },
    );
    assert.equal(res.status, 400, "unknown code");
    res = await post(
      "/api/profesores/registrar",
      { ...payload, codigoInscripcion: "IKY-PROF-2026" },
      { codigoInscripcion: "IKY-PROF-2026" },
    );
    assert.equal(res.status, 200);
    assert.equal((await res.json()).estado, "pendiente");
    const calls = await (await api("/__stub/calls?path=/api/profesores/registrar")).json();
    assert.equal(calls.at(-1).headers.codigoinscripcion, "IKY-PROF-2026");
    assert.equal(calls.at(-1).body.codigoInscripcion, "IKY-PROF-2026");
    assert.equal(
      (await login("profesores", "luis@example.org", "clave1234")).res.status,
      401,
      "pending approval",
    );
  });

  test("password_forgot always answers 200", async () => {
    assert.equal(
      (await post("/api/estudiantes/password_forgot", { forgotEmail: "nadie@example.org" })).status,
      200,
    );
    assert.equal((await post("/api/estudiantes/password_forgot", "{roto")).status, 200);
  });

  test("confirmation outcomes", async () => {
    let res = await api("/api/estudiantes/confirmer/ok-token");
    assert.equal(res.status, 200);
    assert.equal(await res.text(), "Tu cuenta ha sido confirmada. ¡Bienvenida a IKY Yoga!");
    res = await api("/api/estudiantes/confirmer/ok-abc123");
    assert.equal(res.status, 200);
    res = await api("/api/estudiantes/confirmer/vacio");
    assert.equal(res.status, 200);
    assert.equal(await res.text(), "");
    res = await api("/api/estudiantes/confirmer/caducado");
    assert.equal(res.status, 400);
    assert.equal(await res.text(), "Token inválido");
  });
});

describe("subscriptions", () => {
  test("link needs a token, a known plan; special plans 998 and 997", async () => {
    assert.equal(
      (await api("/api/stripe/generarEnlaceSuscripcion/2?incluirSuplemento=false")).status,
      401,
    );
    const { token } = await login("estudiantes", "ana@example.org");
    const auth = { headers: { Authorization: token ?? "" } };
    assert.equal(
      (await api("/api/stripe/generarEnlaceSuscripcion/77?incluirSuplemento=false", auth)).status,
      404,
    );
    assert.deepEqual(
      await (
        await api("/api/stripe/generarEnlaceSuscripcion/998?incluirSuplemento=false", auth)
      ).json(),
      {},
    );
    assert.deepEqual(
      await (
        await api("/api/stripe/generarEnlaceSuscripcion/997?incluirSuplemento=false", auth)
      ).json(),
      { checkout_url: "https://evil.example.com/phish" },
    );
  });

  test("behind another origin (publicUrl), the checkout link names that origin", async () => {
    const routed = await startStub({ port: 0, quiet: true, publicUrl: "http://127.0.0.1:9/" });
    try {
      const at = (/** @type {string} */ p, /** @type {RequestInit} */ init = {}) =>
        fetch(routed.url + p, init);
      const login = await at("/api/estudiantes/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ mail: "ana@example.org", password: "yoga1234" }),
      });
      const token = login.headers.get("x-custom-token") ?? "";
      const res = await at("/api/stripe/generarEnlaceSuscripcion/2?incluirSuplemento=false", {
        headers: { Authorization: token },
      });
      assert.match((await res.json()).checkout_url, /^http:\/\/127\.0\.0\.1:9\/checkout\/cs_test_/);
    } finally {
      await routed.close();
    }
  });

  test("checkout page and success flow", async () => {
    const { token } = await login("estudiantes", "ana@example.org");
    const res = await api("/api/stripe/generarEnlaceSuscripcion/2?incluirSuplemento=true", {
      headers: { Authorization: token ?? "", Origin: "http://localhost:8000" },
    });
    assert.equal(res.status, 200);
    const { checkout_url: checkoutUrl } = await res.json();
    assert.ok(checkoutUrl.startsWith(`${stub.url}/checkout/`), checkoutUrl);
    const sessionId = checkoutUrl.split("/").pop();

    const page = await fetch(checkoutUrl);
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, /<html lang="es">/);
    assert.match(html, /Pago de prueba — IKY Yoga/);
    assert.match(html, /Premium presencial/);
    assert.match(html, /46,00 €/, "40 € × 1.15 with the IKYnesis supplement");
    assert.match(html, />Pagar</);
    assert.match(html, />Cancelar</);
    assert.match(html, /action="http:\/\/localhost:8000\/success-subscription"/);
    const expected = `http://localhost:8000/success-subscription?session_id=${sessionId}&estudiante_id=7&plan=2&incluir_suplemento=true`;
    assert.ok(html.includes(`data-success-url="${expected.replace(/&/g, "&amp;")}"`));
    for (const [k, v] of Object.entries({
      session_id: sessionId,
      estudiante_id: "7",
      plan: "2",
      incluir_suplemento: "true",
    })) {
      assert.ok(html.includes(`name="${k}" value="${v}"`), k);
    }

    const ok = await api(
      `/api/stripe/success-subscription?session_id=${sessionId}&estudiante_id=7&plan=2&incluir_suplemento=true`,
    );
    assert.equal(ok.status, 200);
    assert.equal(await ok.text(), "Suscripción completada: plan Premium presencial + IKYnesis");
    const bad = await api(
      "/api/stripe/success-subscription?session_id=cs_test_nada&estudiante_id=7&plan=2&incluir_suplemento=true",
    );
    assert.equal(bad.status, 400);
    assert.equal(await bad.text(), "Sesión de pago no válida");
    assert.equal((await fetch(`${stub.url}/checkout/desconocida`)).status, 404);
  });

  test("site origin falls back to the Referer, then SITE_URL", async () => {
    const { token } = await login("estudiantes", "ana@example.org");
    const viaReferer = await (
      await api("/api/stripe/generarEnlaceSuscripcion/3?incluirSuplemento=false", {
        headers: { Authorization: token ?? "", Referer: "http://127.0.0.1:9000/programas/?x=1" },
      })
    ).json();
    assert.match(
      await (await fetch(viaReferer.checkout_url)).text(),
      /action="http:\/\/127\.0\.0\.1:9000\/success-subscription"/,
    );
    const previous = process.env.SITE_URL;
    process.env.SITE_URL = "https://iky.example.org/";
    try {
      const viaEnv = await (
        await api("/api/stripe/generarEnlaceSuscripcion/3?incluirSuplemento=false", {
          headers: { Authorization: token ?? "" },
        })
      ).json();
      const html = await (await fetch(viaEnv.checkout_url)).text();
      assert.match(html, /action="https:\/\/iky\.example\.org\/success-subscription"/);
      assert.match(html, /25,00 €/);
    } finally {
      if (previous === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = previous;
    }
  });
});

describe("test controls", () => {
  test("fail injection: n times on a path, then forever until reset", async () => {
    await post("/__stub/fail", { status: 500, times: 2, path: "/api/eventos" });
    assert.equal((await api("/api/eventos/profesor/13")).status, 500);
    assert.equal((await api("/api/eventos/41")).status, 500);
    assert.equal((await api("/api/eventos/profesor/13")).status, 200);
    await post("/__stub/fail", { status: 503 });
    for (let i = 0; i < 3; i++)
      assert.equal((await api("/api/profesores/public/planes")).status, 503);
    const failed = await api("/api/profesores/public/planes", {
      headers: { Origin: "http://localhost:8000" },
    });
    assert.equal(
      failed.headers.get("access-control-allow-origin"),
      "http://localhost:8000",
      "failures still carry CORS",
    );
    await post("/__stub/reset", {});
    assert.equal((await api("/api/profesores/public/planes")).status, 200);
    await post("/__stub/fail", { status: 0, times: 1, path: "/api/profesores/public/planes" });
    await assert.rejects(api("/api/profesores/public/planes"));
    assert.equal((await api("/api/profesores/public/planes")).status, 200);
    assert.equal((await post("/__stub/fail", { status: 42 })).status, 400);
  });

  test("raw override feeds any body", async () => {
    await post("/__stub/raw", {
      path: "/api/profesores/public/diplomado",
      status: 200,
      body: "<html><body>Mantenimiento</body></html>",
      contentType: "text/html",
    });
    let res = await api("/api/profesores/public/diplomado");
    assert.equal(res.headers.get("content-type") ?? "", "text/html");
    assert.equal(await res.text(), "<html><body>Mantenimiento</body></html>");
    await post("/__stub/raw", { path: "/api/eventos/profesor/13", body: { no: "es una lista" } });
    res = await api("/api/eventos/profesor/13");
    assert.deepEqual(await res.json(), { no: "es una lista" });
    await post("/__stub/raw", {
      path: "/api/eventos/profesor/13",
      body: [{ idEvento: 1, fechas: { fechaInicio: "no es fecha" } }, { idEvento: 1 }],
    });
    assert.equal((await (await api("/api/eventos/profesor/13")).json()).length, 2);
    await post("/__stub/raw", {
      path: "/api/profesores/public/planes",
      status: 502,
      body: '{"roto":',
    });
    res = await api("/api/profesores/public/planes");
    assert.equal(res.status, 502);
    assert.equal(await res.text(), '{"roto":');
    await post("/__stub/reset");
    assert.equal((await (await api("/api/eventos/profesor/13")).json()).length, 12);
  });

  test("add, change and remove events", async () => {
    let res = await post("/__stub/events", {
      resumen: "Clase abierta de prueba",
      startInDays: 5,
      durationDays: 1,
      hourInicio: 18,
      minuteInicio: 0,
      hourFin: 19,
      minuteFin: 30,
    });
    assert.equal(res.status, 201);
    const raw = await res.json();
    assert.equal(raw.idEvento, 51);
    assert.equal(raw.startInDays, 5);
    const added = await (await api("/api/eventos/51")).json();
    assert.equal(added.resumen, "Clase abierta de prueba");
    assert.match(added.fechas.fechaInicio, /T18:00:00-05:00$/);
    assert.equal((await post("/__stub/events", { idEvento: 51 })).status, 409);
    const explicit = await (
      await post("/__stub/events", {
        idEvento: 900,
        resumen: "Fecha rota",
        fechas: { fechaInicio: "mañana" },
      })
    ).json();
    assert.equal(explicit.idEvento, 900);
    assert.deepEqual((await (await api("/api/eventos/900")).json()).fechas, {
      fechaInicio: "mañana",
    });

    res = await api("/__stub/events/42", {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        resumen: "Profesorado de Yoga IKY – 6 meses (cambiado)",
        precio: 1100,
      }),
    });
    assert.equal(res.status, 200);
    const changed = await (await api("/api/eventos/42")).json();
    assert.equal(changed.resumen, "Profesorado de Yoga IKY – 6 meses (cambiado)");
    assert.equal(changed.precio, 1100);
    assert.ok(changed.fechas.fechaInicio, "dates kept");
    assert.equal((await api("/__stub/events/4242", { method: "PUT", body: "{}" })).status, 404);

    assert.equal((await api("/__stub/events/51", { method: "DELETE" })).status, 200);
    assert.equal((await api("/api/eventos/51")).status, 404);
  });

  test("calls are recorded (last 200) and can be cleared", async () => {
    await api("/api/eventos/41?x=1", { headers: { "X-Prueba": "si" } });
    let calls = await (await api("/__stub/calls")).json();
    const last = calls.at(-1);
    assert.equal(last.method, "GET");
    assert.equal(last.path, "/api/eventos/41");
    assert.deepEqual(last.query, { x: "1" });
    assert.equal(last.headers["x-prueba"], "si");
    for (let i = 0; i < 210; i++) await api("/api/profesores/public/planes");
    calls = await (await api("/__stub/calls")).json();
    assert.equal(calls.length, 200);
    assert.equal((await api("/__stub/calls", { method: "DELETE" })).status, 200);
    assert.deepEqual(await (await api("/__stub/calls")).json(), []);
  });

  test("unknown routes, wrong methods and bad input never crash", async () => {
    const res = await api("/api/no-existe");
    assert.equal(res.status, 404);
    assert.ok((await res.json()).message);
    assert.equal((await api("/api/estudiantes/login")).status, 405);
    assert.equal((await api("/api/eventos/%E0%A4%A")).status, 400);
    assert.equal((await post("/__stub/events", "[1,2")).status, 400);
    assert.equal((await post("/__stub/raw", { path: "sin-barra" })).status, 400);
    assert.equal((await api("/api/eventos/profesor/13")).status, 200);
  });
});

describe("answer cache", () => {
  /**
   * Counts how often the state's raw lists are read: the cached answers read them only when
   * the data changed (or, for events, the Bogotá day), never on a repeated request.
   * @param {ReturnType<typeof createState>} state
   */
  function countReads(state) {
    const reads = { events: 0, teachers: 0 };
    for (const key of /** @type {const} */ (["events", "teachers"])) {
      let value = state[key];
      Object.defineProperty(state, key, {
        get: () => {
          reads[key] += 1;
          return value;
        },
        set: (next) => {
          value = next;
        },
      });
    }
    return reads;
  }

  test("a repeated request is answered from the cache, a change rebuilds it", () => {
    const state = createState({ events: 1000, teachers: 5000 });
    const reads = countReads(state);
    const now = Date.parse("2026-03-02T15:00:00Z");
    const teachers = state.teachersJson();
    const events = state.eventsAnswer(now).events;
    assert.deepEqual(reads, { events: 1, teachers: 1 }, "the first answers read the lists once");

    for (let i = 0; i < 5; i++) {
      assert.equal(state.teachersJson(), teachers);
      assert.equal(state.eventsAnswer(now).events, events);
    }
    assert.deepEqual(reads, { events: 1, teachers: 1 }, "repeated answers come from the cache");

    state.changed();
    state.teachersJson();
    state.eventsAnswer(now);
    assert.deepEqual(reads, { events: 2, teachers: 2 }, "a change rebuilds each answer once");

    state.eventsAnswer(now + 24 * 3600_000);
    assert.equal(reads.events, 3, "a new day in Bogotá rebuilds the events (their phases move)");
  });
});

describe("growth", () => {
  test("1000 events and 5000 teachers, deterministic, reusing the sample images", async () => {
    const big = await startStub({ port: 0, quiet: true, events: 1000, teachers: 5000 });
    try {
      const images = new Set(readdirSync(new URL("./images/", import.meta.url)));
      const events = await (await fetch(`${big.url}/api/eventos/profesor/13`)).json();
      assert.equal(events.length, 1000);
      assert.equal(new Set(events.map((/** @type {any} */ e) => e.idEvento)).size, 1000);
      for (const e of events) {
        if (e.imagenCobertura) assert.ok(images.has(e.imagenCobertura));
        for (const n of Object.values(e.imagenes ?? {})) assert.ok(images.has(n), n);
        assert.match(e.fechas.fechaInicio, ISO_BOGOTA);
      }
      const teachers = await (await fetch(`${big.url}/api/profesores/public/diplomado`)).json();
      assert.equal(teachers.length, 5000);
      assert.equal(
        new Set(teachers.map((/** @type {any} */ t) => t.codigo)).size,
        5000,
        "codes are unique",
      );
      for (const t of teachers) {
        if (t.foto) assert.ok(images.has(t.foto));
        if (t.diploma) assert.ok(images.has(t.diploma));
      }
      const text = await (await fetch(`${big.url}/api/profesores/public/diplomado`)).text();
      assert.equal(text, JSON.stringify(teachers), "same answer twice");

      const other = await startStub({ port: 0, quiet: true, events: 1000, teachers: 5000 });
      try {
        const t2 = await (await fetch(`${other.url}/api/profesores/public/diplomado`)).text();
        assert.equal(t2, text, "deterministic");
      } finally {
        await other.close();
      }
      // reset can change the size too.
      const reset = await (
        await fetch(`${big.url}/__stub/reset`, {
          method: "POST",
          body: JSON.stringify({ events: 20, teachers: 0 }),
        })
      ).json();
      assert.equal(reset.events, 20);
      assert.equal(reset.teachers, 30);
    } finally {
      await big.close();
    }
  });
});
