// Build resilience through the real pipeline: the receiver runs a real `gatsby build` (in a
// private copy of the project, see sandbox.mjs) against the stand-in API, which the test
// turns malformed, then down, then empty, with its /__stub/raw and /__stub/fail controls.
//   1. Malformed answers (wrong types, missing and duplicated ids, HTML, huge strings,
//      non-array bodies, invalid dates) → the build publishes; the HTML shows the injected
//      markup as text only.
//   2. API answering 503 after the retries → the build fails with its reason, `current`
//      stays on the previous release.
//   3. An empty event list where the last build had events → published, with a warning.
// Slow (three builds; the first one cold on a new machine), so it runs once in `npm test`.
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";
import { sign } from "./auth.mjs";
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

let stub;
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

const control = (pathname, body, method = "POST") =>
  fetch(`${String(stub.url).replace(/\/+$/, "")}/__stub/${pathname}`, {
    method,
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then((res) => assert.ok(res.ok, `/__stub/${pathname} → ${res.status}`));

/** POSTs a signed /rebuild and waits for that build's record. */
async function rebuild() {
  const body = JSON.stringify({ motivo: "prueba de resiliencia" });
  const response = await fetch(`${receiver.url}/rebuild`, {
    method: "POST",
    headers: { "x-iky-signature": sign(body, SECRET) },
    body,
  });
  assert.equal(response.status, 202);
  const { build } = await response.json();
  await receiver.queue.idle();
  const status = await (await fetch(`${receiver.url}/status`)).json();
  return status.builds.find((b) => b.id === build);
}

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
    ],
  });
  await control("raw", { path: "/api/profesores/public/planes", body: fixture.planes });
  await control("raw", {
    path: "/api/profesores/public/diplomado",
    body: JSON.stringify(fixture.registro),
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

  for (const { file, html } of liveHtml()) {
    for (const [tag] of html.matchAll(/<[a-z][^>]*>/gi)) {
      const bare = tag.replace(/="[^"]*"/g, "");
      assert.doesNotMatch(bare, /INYECTADO|\son[a-z]+\b/i, `${file}: ${tag.slice(0, 120)}`);
      assert.doesNotMatch(tag, /(href|src)="\s*javascript:/i, `${file}: ${tag.slice(0, 120)}`);
    }
    for (const [, open, content] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)) {
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
  assert.match(build.reason, /No se pudo leer eventos de la API .*estado 503/);
  assert.equal(currentRelease(receiver.config.outputDir), before);
  assert.equal(live("index.html"), homepage);
  const log = readFileSync(path.join(receiver.config.outputDir, "webhook.log"), "utf8");
  assert.match(log, /"event":"build-failed".*estado 503/);
});

test("una lista vacía donde había eventos: se publica, con un aviso", async () => {
  await control("raw", { path: "/api/eventos/profesor/13", body: [] });
  const build = await rebuild();
  assert.equal(build.result, "ok", `la compilación falló: ${build.reason}`);
  assert.equal(currentRelease(receiver.config.outputDir), build.release);
  assert.ok(
    build.warnings.some((w) =>
      /La API devolvió 0 eventos; la compilación anterior tenía 6/.test(w),
    ),
    build.warnings.join("\n"),
  );
  assert.ok(!existsSync(path.join(receiver.config.outputDir, "current", "events", "901")));
});
