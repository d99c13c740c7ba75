// The public registry of graduated teachers on /ripey: prebuilt first rows, the three search
// boxes, the URL-kept search, the row toggle, the map's markers and the teacher's record.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, test } from "node:test";
import { axeViolations } from "./a11y.mjs";
import { launch, newPage, screenshot } from "./browser.mjs";
import { siteUrl } from "./env.mjs";

const sample = JSON.parse(
  readFileSync(new URL("../content/sample/teachers.json", import.meta.url), "utf8"),
);
const fullName = (t) => `${t.nombre} ${t.prenom}`;
const NO_RESULTS = "No se encontraron profesores con los criterios de búsqueda.";

// The header prefetches every route it links to; on a branch built without some of them (login,
// sign-up) those page-data files 404. That is not the registry's doing.
const pageErrors = (errors) =>
  errors.filter((e) => !/status of 404 .*\/page-data\/(login|signup)\//.test(e));

/** @type {import("playwright-core").Browser} */
let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

// /ripey also has the table of formation types (RipeyCode): aim at the registry's own table.
const table = (page) => page.getByRole("table", { name: /Profesores graduados del registro/ });
const rowNames = (page) => table(page).getByRole("rowheader").allTextContents();

async function openRipey(width = 1280, query = "") {
  const opened = await newPage(browser, { width });
  // Until React hydrates, the prebuilt rows are buttons that do nothing yet: on a loaded machine
  // a click can come first and be lost. networkidle comes after the page's scripts have run.
  await opened.page.goto(siteUrl(`/ripey/${query}`), { waitUntil: "networkidle" });
  await opened.page.getByRole("search", { name: "Buscar en el registro de profesores" }).waitFor();
  return opened;
}

test("el HTML de /ripey/ trae ya las 10 primeras filas, y nada más del registro", async () => {
  const html = await (await fetch(siteUrl("/ripey/"))).text();
  for (const t of sample.slice(0, 10)) assert.ok(html.includes(t.codigo), `${t.codigo} en el HTML`);
  assert.ok(!html.includes(sample[10].codigo), "la fila 11 no viene en el HTML");
  assert.ok(html.includes("Mostrar 20 profesores más"));
});

test("la lista completa y Leaflet esperan a que se busque o se acerque el mapa", async () => {
  const { page, errors, close } = await openRipey(1280);
  try {
    const requested = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.getByRole("button", { name: fullName(sample[0]), exact: true }).waitFor();
    await page.waitForTimeout(800);
    assert.deepEqual(
      requested.filter((url) => url.includes("/registro/") || /leaflet|tiles/.test(url)),
      [],
    );
    await page
      .getByRole("region", { name: "Mapa de los profesores del registro" })
      .scrollIntoViewIfNeeded();
    await page.locator(".leaflet-marker-icon").first().waitFor();
    assert.ok(requested.some((url) => url.endsWith("/registro/indice.json")));
    assert.deepEqual(pageErrors(errors), []);
  } finally {
    await close();
  }
});

test("busca por nombre sin tildes y guarda la búsqueda en la URL (sobrevive a recargar)", async () => {
  const { page, errors, close } = await openRipey(375);
  try {
    await page.getByLabel("Nombre y apellido").fill("lucia restrepo");
    await page.waitForFunction(() => globalThis.location.search === "?nombre=lucia+restrepo");
    await page.getByText("1 profesor coincide con la búsqueda.").waitFor();
    assert.deepEqual(await rowNames(page), [fullName(sample[0])]);

    await page.reload();
    await page.getByText("1 profesor coincide con la búsqueda.").waitFor();
    assert.equal(await page.getByLabel("Nombre y apellido").inputValue(), "lucia restrepo");
    assert.deepEqual(await rowNames(page), [fullName(sample[0])]);
    await screenshot(page, "registro-busqueda-375");
    assert.deepEqual(pageErrors(errors), []);
  } finally {
    await close();
  }
});

test("busca por lugar (ciudad o país) y los marcadores siguen el filtro", async () => {
  const { page, close } = await openRipey(1280, "?lugar=mexico");
  try {
    const mexico = sample.filter((t) => t.pais === "México");
    await page.getByText(`${mexico.length} profesores coinciden con la búsqueda.`).waitFor();
    assert.deepEqual((await rowNames(page)).sort(), mexico.map(fullName).sort());
    await page
      .getByRole("region", { name: "Mapa de los profesores del registro" })
      .scrollIntoViewIfNeeded();
    await page.locator(".leaflet-marker-icon").first().waitFor();
    await page.waitForFunction(
      (n) => globalThis.document.querySelectorAll(".leaflet-marker-icon").length === n,
      mexico.length,
    );

    await page.getByLabel(/Lugar/).fill("medellin");
    await page.getByText("1 profesor coincide con la búsqueda.").waitFor();
    assert.deepEqual(await rowNames(page), ["Valentina Ospina Cardona"]);
    await page.waitForFunction(
      () => globalThis.document.querySelectorAll(".leaflet-marker-icon").length === 1,
    );
  } finally {
    await close();
  }
});

test("busca por código con o sin guiones, combina con AND y avisa si no hay nadie", async () => {
  const { page, close } = await openRipey(1280);
  try {
    const code = page.getByLabel(/Código de certificación/);
    await code.fill("0100-030311");
    await page.getByText("1 profesor coincide con la búsqueda.").waitFor();
    assert.deepEqual(await rowNames(page), ["Andrés Felipe Quintero Díaz"]);

    await code.fill("IKY0101");
    await page.getByLabel(/Lugar/).fill("españa");
    await page.getByText("1 profesor coincide con la búsqueda.").waitFor();
    assert.deepEqual(await rowNames(page), ["Elena Martínez Soler"]);

    await page.getByLabel("Nombre y apellido").fill("nadie");
    await page.getByText(NO_RESULTS).waitFor();
    assert.equal(await table(page).count(), 0);
    assert.equal(await page.getByLabel(/Lugar/).inputValue(), "españa");
  } finally {
    await close();
  }
});

test("la tabla muestra 10 filas y 'Mostrar 20 profesores más' despliega y repliega", async () => {
  const { page, close } = await openRipey(1280);
  try {
    assert.equal((await rowNames(page)).length, 10);
    const toggle = page.getByRole("button", { name: "Mostrar 20 profesores más" });
    await toggle.click();
    await page.waitForFunction(
      () =>
        [...globalThis.document.querySelectorAll("table")]
          .find((t) => t.caption?.textContent.includes("Profesores graduados"))
          ?.querySelectorAll("tbody tr").length === 30,
    );
    await page.getByRole("button", { name: "Mostrar menos" }).click();
    assert.equal((await rowNames(page)).length, 10);
  } finally {
    await close();
  }
});

test("la ficha se abre desde una fila: foto, título, código descifrado, diploma; Escape cierra", async () => {
  const { page, errors, close } = await openRipey(1280);
  try {
    const t = sample[0];
    const button = page.getByRole("button", { name: fullName(t), exact: true });
    await button.click();
    const dialog = page.getByRole("dialog", { name: fullName(t) });
    await dialog.waitFor();
    await dialog.getByText("Profesorado de Yoga").waitFor();
    await dialog.getByText("15 de marzo de 2009").waitFor();
    await dialog.getByText(t.adress).waitFor();
    await dialog.getByText(t.evento).waitFor();
    await dialog.getByRole("img", { name: `Foto de ${fullName(t)}` }).waitFor();
    await dialog.getByRole("img", { name: `Diploma de ${fullName(t)}` }).waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, "registro-ficha-1280");
    assert.deepEqual(await axeViolations(page, { include: "dialog" }), []);

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    assert.equal(await button.evaluate((el) => el === globalThis.document.activeElement), true);
    assert.deepEqual(pageErrors(errors), []);
  } finally {
    await close();
  }
});

test("un código ilegible se muestra tal cual con una nota, y faltan datos con sus textos", async () => {
  const { page, close } = await openRipey(375, "?lugar=jamundi");
  try {
    await page.getByRole("button", { name: "Isabel Núñez Prieto", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Isabel Núñez Prieto" });
    await dialog.getByText("IKY-9999-321399").waitFor();
    await dialog.getByText(/No se pudo interpretar este código/).waitFor();
    await dialog.getByRole("button", { name: "Cerrar" }).click();
    await dialog.waitFor({ state: "hidden" });

    await page.getByLabel(/Lugar/).fill("marsella");
    await page.getByRole("button", { name: "Julien Moreau", exact: true }).click();
    await page.getByRole("dialog", { name: "Julien Moreau" }).getByText("Sin dirección").waitFor();
  } finally {
    await close();
  }
});

test("la ficha se abre desde un marcador del mapa, también con el teclado", async () => {
  const { page, errors, close } = await openRipey(1280, "?nombre=valentina");
  try {
    await page
      .getByRole("region", { name: "Mapa de los profesores del registro" })
      .scrollIntoViewIfNeeded();
    const marker = page.locator('.leaflet-marker-icon[title^="Valentina Ospina Cardona"]');
    await marker.waitFor();
    await marker.click();
    const dialog = page.getByRole("dialog", { name: "Valentina Ospina Cardona" });
    await dialog.getByText("Instructorado de Yoga").waitFor();
    await dialog.getByRole("button", { name: "Cerrar" }).click();
    await dialog.waitFor({ state: "hidden" });

    await marker.focus();
    await page.keyboard.press("Enter");
    await dialog.waitFor();
    await screenshot(page, "registro-marcador-1280");
    assert.deepEqual(pageErrors(errors), []);
  } finally {
    await close();
  }
});

test("el registro no tiene fallos de accesibilidad a 375 y 1280 px", async () => {
  for (const width of [375, 1280]) {
    const { page, close } = await openRipey(width);
    try {
      await page
        .getByRole("region", { name: "Mapa de los profesores del registro" })
        .scrollIntoViewIfNeeded();
      await page.locator(".leaflet-marker-icon").first().waitFor();
      assert.deepEqual(await axeViolations(page), [], `a ${width} px`);
      await screenshot(page, `registro-${width}`);
    } finally {
      await close();
    }
  }
});

test("si las teselas del mapa no cargan, se dice en el mapa y la lista sigue funcionando", async () => {
  const { page, close } = await newPage(browser, { width: 1280 });
  try {
    await page.route("**/tiles/**", (route) => route.abort("failed"));
    await page.goto(siteUrl("/ripey/"));
    await page
      .getByRole("region", { name: "Mapa de los profesores del registro" })
      .scrollIntoViewIfNeeded();
    await page.getByText(/no se pudieron cargar las teselas/).waitFor();
    await page.getByLabel(/Lugar/).fill("peru");
    await page.getByText("2 profesores coinciden con la búsqueda.").waitFor();
  } finally {
    await close();
  }
});
