// The whole path from the school API to the visitor: prebuilt event pages carry their content
// in the HTML, events created after the build open through the client-only fallback, and the
// /event/<id> notation reaches the same event.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, test } from "node:test";
import { launch, newPage } from "./browser.mjs";
import { apiUrl, siteUrl } from "./env.mjs";

const sample = JSON.parse(
  readFileSync(new URL("../content/sample/events.json", import.meta.url), "utf8"),
);
const prebuilt = sample.find((e) => e.idEvento === 38);

/** @type {import("playwright-core").Browser} */
let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await fetch(apiUrl("/__stub/reset"), { method: "POST" });
});

const decode = (html) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

test("el HTML de /events/<id>/ ya trae el título y la descripción sin JavaScript", async () => {
  const response = await fetch(siteUrl(`/events/${prebuilt.idEvento}/`));
  assert.equal(response.status, 200);
  const html = decode(await response.text());
  assert.ok(html.includes(prebuilt.resumen), "el título está en el HTML");
  assert.ok(html.includes(prebuilt.descripcion.slice(0, 60)), "la descripción está en el HTML");
  assert.match(html, /<html[^>]*lang="es"/);
  assert.match(html, /application\/ld\+json/);
});

test("/event/<id>/ muestra el mismo evento con el enlace canónico a /events/<id>/", async () => {
  const html = decode(await (await fetch(siteUrl(`/event/${prebuilt.idEvento}/`))).text());
  assert.ok(html.includes(prebuilt.resumen));
  assert.match(html, new RegExp(`rel="canonical" href="[^"]*/events/${prebuilt.idEvento}/"`));
});

test("un evento creado después de la compilación se abre por la ruta de respaldo", async () => {
  const created = await fetch(apiUrl("/__stub/events"), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      resumen: "Taller nuevo: respiración y voz",
      descripcion: "Un taller creado después de la última compilación del sitio.",
      presencial: true,
      precio: 15,
      startInDays: 12,
    }),
  }).then((r) => r.json());
  assert.ok(created.idEvento, "la API de prueba devolvió el nuevo evento");

  const { page, errors, close } = await newPage(browser, { width: 375 });
  try {
    // Slow the API down so the loading state can be seen.
    await page.route(`**/api/eventos/${created.idEvento}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.goto(siteUrl(`/events/${created.idEvento}/`));
    await page.getByText("Chargement...").waitFor({ state: "visible" });
    await page
      .getByRole("heading", { level: 1, name: "Taller nuevo: respiración y voz" })
      .waitFor();
    await page.getByText("Un taller creado después de la última compilación del sitio.").waitFor();
    assert.equal(await page.title(), "Taller nuevo: respiración y voz | IKY Yoga");
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("un número de evento desconocido muestra una página clara de evento no encontrado", async () => {
  const { page, close } = await newPage(browser, { width: 1280 });
  try {
    await page.goto(siteUrl("/events/987654/"));
    await page.getByRole("heading", { level: 1, name: "Evento no encontrado" }).waitFor();
    await page.getByRole("link", { name: "Volver al inicio" }).waitFor();
  } finally {
    await close();
  }
});

test("si la API no responde, el respaldo lo dice y permite reintentar", async () => {
  const { page, close } = await newPage(browser, { width: 1280 });
  try {
    let fail = true;
    await page.route("**/api/eventos/555", (route) =>
      fail ? route.abort("failed") : route.continue(),
    );
    await page.goto(siteUrl("/events/555/"));
    await page.getByRole("heading", { name: "No se pudo cargar el evento" }).waitFor();
    fail = false;
    await page.getByRole("button", { name: "Reintentar" }).click();
    await page.getByRole("heading", { level: 1, name: "Evento no encontrado" }).waitFor();
  } finally {
    await close();
  }
});

test("la portada muestra los eventos y los planes que vienen de la API", async () => {
  const { page, close } = await newPage(browser, { width: 1280 });
  try {
    await page.goto(siteUrl("/"));
    await page.getByRole("link", { name: prebuilt.resumen }).first().waitFor();
    const plans = JSON.parse(
      readFileSync(new URL("../content/sample/plans.json", import.meta.url), "utf8"),
    );
    for (const plan of plans) {
      await page.getByRole("heading", { name: plan.nombre, exact: true }).first().waitFor();
    }
  } finally {
    await close();
  }
});
