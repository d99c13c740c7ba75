// Build resilience through the real pipeline: the receiver runs a real `gatsby build` (in a
// private copy of the project, see sandbox.mjs) against the stand-in API, which the test
// turns malformed, then down, then empty, with its /__stub/raw and /__stub/fail controls.
//   1. Malformed records (wrong types, missing and duplicated ids, HTML, huge strings,
//      invalid dates) and one corrupt image (the stand-in's event 49 cover: 200 image/png,
//      not an image) → the build publishes, names the file in a warning and still builds
//      that event's page; the HTML shows the injected markup as text only.
//   2. API answering 503 after the retries → the build fails with its reason, `current`
//      stays on the previous release.
//   3. A registry answer that is not a list → the build fails naming the URL and what came
//      back; `current` stays as it was.
//   4. An empty event list where the last build had events → published, with a warning.
// Slow (three builds; the first one cold on a new machine), so it runs once in `npm test`.
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";
import { signedHeaders } from "./auth.mjs";
import { currentRelease } from "./releases.mjs";
import { prepareSandbox, startSandboxStub } from "./sandbox.mjs";
import { startReceiver } from "./server.mjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const fixture = JSON.parse(readFileSync(path.join(HERE, "fixtures", "malformed-api.json"), "utf8"));
const SECRET = randomBytes(24).toString("hex");
// Kept between runs so that later runs are warm; one per checkout.
const SANDBOX = path.join(
  os.tmpdir(),
  `iky-sandbox-resilience-${Buffer.from(path.dirname(HERE)).toString("hex").slice(-24)}`,
);
const HUGE = "Ω<b>INYECTADO</b>".repeat(20_000); // 360 KB; the stand-in takes up to 1 MB

/** @type {Awaited<ReturnType<typeof startSandboxStub>>} */
let stub;
/** @type {Awaited<ReturnType<typeof startReceiver>>} */
let receiver;

before(async () => {
  await prepareSandbox(SANDBOX);
  stub = await startSandboxStub(SANDBOX);
  const api = String(stub.url).replace(/\/+$/, "");
  receiver = await startReceiver({
    port: 0,
    quiet: true,
    secret: SECRET,
    projectDir: SANDBOX,
    outputDir: path.join(SANDBOX, "webhook-data"),
    buildEnv: {
      ...process.env,
      GATSBY_API_URL: api,
      GATSBY_SITE_URL: "http://127.0.0.1:9",
      GATSBY_PLATFORM_URL: `${api}/plataforma`,
      GATSBY_MAP_TILE_URL: `${api}/tiles/{z}/{x}/{y}.png`,
      IKY_FETCH_RETRIES: "2",
      IKY_FETCH_BACKOFF_MS: "20",
    },
  });
});

after(async () => {
  await receiver?.close({ wait: true });
  await stub?.close();
});

/**
 * @param {string} pathname
 * @param {unknown} [body]
 */
const control = (pathname, body, method = "POST") =>
  fetch(`${String(stub.url).replace(/\/+$/, "")}/__stub/${pathname}`, {
    method,
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then((res) => assert.ok(res.ok, `/__stub/${pathname} → ${res.status}`));

/**
 * POSTs a signed /rebuild and waits for that build's record.
 * @returns {Promise<import("./types.mjs").BuildRecord>}
 */
async function rebuild() {
  const body = JSON.stringify({ motivo: "prueba de resiliencia", enviado: Date.now() });
  const response = await fetch(`${receiver.url}/rebuild`, {
    method: "POST",
    headers: signedHeaders(body, SECRET),
    body,
  });
  assert.equal(response.status, 202);
  const { build } = await response.json();
  await receiver.queue.idle();
  /** @type {import("./types.mjs").StatusAnswer} */
  const status = await (await fetch(`${receiver.url}/status`)).json();
  const record = status.builds.find((b) => b.id === build);
  assert.ok(record, `la compilación ${build} no está en /status`);
  return record;
}

/** @param {string[]} parts */
const live = (...parts) =>
  readFileSync(path.join(receiver.config.outputDir, "current", ...parts), "utf8");

/** Every HTML file of the live release. */
function liveHtml() {
  const root = path.join(receiver.config.outputDir, "current");
  return readdirSync(root, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".html") && !file.startsWith("page-data"))
    .map((file) => ({ file, html: readFileSync(path.join(root, file), "utf8") }));
}

test("respuestas malformadas: la compilación publica y el HTML muestra el marcado como texto", async () => {
  await control("raw", {
    path: "/api/eventos/profesor/13",
    body: [
      ...fixture.eventos,
      { idEvento: 907, resumen: HUGE.slice(0, 2_000), descripcion: HUGE, acceso: [HUGE] },
      { idEvento: 49, resumen: "Portada dañada", imagenCobertura: "evento-49-portada.jpg" },
    ],
  });
  await control("raw", { path: "/api/profesores/public/planes", body: fixture.planesMalformados });
  await control("raw", {
    path: "/api/profesores/public/diplomado",
    body: JSON.stringify(fixture.registroMalformado),
    contentType: "application/json",
  });

  const build = await rebuild();
  assert.equal(build.result, "ok", `la compilación falló: ${build.reason}`);
  assert.equal(currentRelease(receiver.config.outputDir), build.release);

  // Readable events have pages; unreadable ones none; the first of a duplicated id wins.
  for (const id of [901, 902, 903, 904, 905, 907]) {
    assert.ok(existsSync(path.join(receiver.config.outputDir, "current", "events", String(id))));
  }
  assert.ok(!existsSync(path.join(receiver.config.outputDir, "current", "events", "906")));
  assert.match(live("events", "905", "index.html"), /Original del 905/);
  assert.doesNotMatch(live("events", "905", "index.html"), /Duplicado del 905/);

  const page = live("events", "901", "index.html");
  assert.ok(
    page.includes("&lt;script&gt;window.INYECTADO=1&lt;/script&gt;Retiro &lt;b&gt;con etiquetas"),
    "el título se ve como texto",
  );
  assert.ok(page.includes("Sin enlace disponible"), "un enlace javascript: no se publica");
  assert.match(live("events", "903", "index.html"), /Fecha inválida/);
  assert.ok(live("events", "907", "index.html").length < 400_000, "los textos enormes se cortan");
  // The corrupt cover: named in a warning, with its event; the page is built, without it.
  assert.ok(
    build.warnings.some((w) =>
      /imagen "evento-49-portada\.jpg" omitida \(usada por evento 49 «Portada dañada» \(portada\)\): no es una imagen legible/.test(
        w,
      ),
    ),
    build.warnings.join("\n"),
  );
  const page49 = live("events", "49", "index.html");
  assert.match(page49, /Portada dañada/);
  assert.doesNotMatch(page49, /<picture/, "sin portada: el fondo de reserva de la cabecera");

  for (const { file, html } of liveHtml()) {
    for (const [tag] of html.matchAll(/<[a-z][^>]*>/gi)) {
      const bare = tag.replace(/="[^"]*"/g, "");
      assert.doesNotMatch(bare, /INYECTADO|\son[a-z]+\b/i, `${file}: ${tag.slice(0, 120)}`);
      assert.doesNotMatch(tag, /(href|src)="\s*javascript:/i, `${file}: ${tag.slice(0, 120)}`);
    }
    for (const [, open = "", content = ""] of html.matchAll(
      /(<script\b[^>]*>)([\s\S]*?)<\/script>/gi,
    )) {
      // JSON-LD carries API text as data, with '<' escaped so it cannot close the element;
      // any other script must hold none of it.
      if (open.includes('type="application/ld+json"')) {
        assert.doesNotMatch(content, /</, `${file}: JSON-LD sin escapar`);
      } else {
        assert.doesNotMatch(content, /INYECTADO/, `${file}: script con texto de la API`);
      }
    }
  }
  // The warnings of the skipped records reached the receiver's record.
  assert.ok(
    build.warnings.some((w) => /omitido/.test(w)),
    build.warnings.join("\n"),
  );
});

test("la API responde 503 después de los reintentos: la compilación falla y `current` no cambia", async () => {
  const before = currentRelease(receiver.config.outputDir);
  const homepage = live("index.html");
  await control("fail", { status: 503, path: "/api/eventos" });
  const build = await rebuild();
  await control("fail", undefined, "DELETE");
  assert.equal(build.result, "failed");
  assert.equal(build.release, null);
  assert.match(build.reason ?? "", /No se pudo leer eventos de la API .*estado 503/);
  assert.equal(currentRelease(receiver.config.outputDir), before);
  assert.equal(live("index.html"), homepage);
  const log = readFileSync(path.join(receiver.config.outputDir, "webhook.log"), "utf8");
  assert.match(log, /"event":"build-failed".*estado 503/);
});

test("el registro responde un objeto: la compilación falla con la URL y lo que llegó; `current` no cambia", async () => {
  const before = currentRelease(receiver.config.outputDir);
  const registry = live("ripey", "index.html");
  await control("raw", {
    path: "/api/profesores/public/diplomado",
    body: { error: "mantenimiento" },
  });
  const build = await rebuild();
  await control("raw", {
    path: "/api/profesores/public/diplomado",
    body: fixture.registroMalformado,
  });
  assert.equal(build.result, "failed");
  assert.match(
    build.reason ?? "",
    /\/api\/profesores\/public\/diplomado no devolvió una lista de registro de profesores sino un objeto: \{"error":"mantenimiento"\}/,
  );
  assert.equal(currentRelease(receiver.config.outputDir), before);
  assert.equal(live("ripey", "index.html"), registry);
});

test("una lista vacía donde había eventos: se publica, con un aviso", async () => {
  await control("raw", { path: "/api/eventos/profesor/13", body: [] });
  const build = await rebuild();
  assert.equal(build.result, "ok", `la compilación falló: ${build.reason}`);
  assert.equal(currentRelease(receiver.config.outputDir), build.release);
  assert.ok(
    build.warnings.some((w) =>
      /La API devolvió 0 eventos; la compilación anterior tenía 7/.test(w),
    ),
    build.warnings.join("\n"),
  );
  assert.ok(!existsSync(path.join(receiver.config.outputDir, "current", "events", "901")));
});
