// What the performance work must not break in the browser: each page's head (server tags, then
// the right tags, once each, after client-side navigation), and a section page's
// dialogs are fetched only when first opened, yet open, close and return focus as before.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { launch, newPage } from "./browser.mjs";
import { siteUrl } from "./env.mjs";

/** @type {import("playwright-core").Browser} */
let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** The head as the page's own prebuilt HTML has it. */
async function prebuiltHead(path) {
  const html = await (await fetch(siteUrl(path))).text();
  const pick = (re) => html.match(re)?.[1];
  return {
    // react-helmet adds its own data attribute to each tag it writes.
    title: pick(/<title[^>]*>([^<]*)<\/title>/),
    description: pick(/<meta[^>]*name="description" content="([^"]*)"/),
    canonical: pick(/<link[^>]*rel="canonical" href="([^"]*)"/),
  };
}

const head = (page) =>
  page.evaluate(() => ({
    title: globalThis.document.title,
    descriptions: [...globalThis.document.querySelectorAll('meta[name="description"]')].map((m) =>
      m.getAttribute("content"),
    ),
    canonicals: [...globalThis.document.querySelectorAll('link[rel="canonical"]')].map((l) =>
      l.getAttribute("href"),
    ),
    ogTitle: globalThis.document
      .querySelector('meta[property="og:title"]')
      ?.getAttribute("content"),
  }));

test("cada página trae su cabecera en el HTML y la navegación interna la cambia entera", async () => {
  const { page, close } = await newPage(browser, { width: 1280 });
  try {
    const home = await prebuiltHead("/");
    const yoga = await prebuiltHead("/yoga/");
    assert.equal(home.title, "IKY Yoga");
    assert.equal(yoga.title, "Yoga IKY | IKY Yoga");
    assert.ok(yoga.description && yoga.description !== home.description);
    assert.match(yoga.canonical ?? "", /\/yoga\/$/);

    await page.goto(siteUrl("/"), { waitUntil: "networkidle" });
    assert.deepEqual(await head(page), {
      title: home.title,
      descriptions: [home.description],
      canonicals: [home.canonical],
      ogTitle: home.title,
    });

    // A client-side route change: no reload, the head follows.
    await page.evaluate(() => {
      globalThis.__samePage = true;
    });
    await page
      .getByRole("navigation", { name: "Principal" })
      .getByRole("link", { name: "Yoga", exact: true })
      .click();
    await page.waitForURL(/\/yoga\/$/);
    await page.waitForFunction((title) => globalThis.document.title === title, yoga.title);
    assert.equal(await page.evaluate(() => globalThis.__samePage), true, "sin recarga");
    assert.deepEqual(await head(page), {
      title: yoga.title,
      descriptions: [yoga.description],
      canonicals: [yoga.canonical],
      ogTitle: yoga.title,
    });
    assert.equal(
      await page.locator('script[type="application/ld+json"]').count(),
      0,
      "el JSON-LD de la portada se fue con ella",
    );
  } finally {
    await close();
  }
});

test("la ficha de un profesor se carga al abrirla, y se abre, cierra y devuelve el foco", async () => {
  const { page, errors, close } = await newPage(browser, { width: 1280 });
  try {
    await page.goto(siteUrl("/ripey/"), { waitUntil: "networkidle" });
    assert.equal(await page.locator("dialog").count(), 0, "ningún diálogo antes de abrir uno");

    const row = page
      .getByRole("table", { name: /profesores/i })
      .getByRole("rowheader")
      .first();
    const name = (await row.textContent())?.trim() ?? "";
    const opener = row.getByRole("button");
    await opener.click();
    const dialog = page.getByRole("dialog", { name });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Cerrar" }).click();
    await dialog.waitFor({ state: "hidden" });
    assert.equal(await opener.evaluate((el) => el === globalThis.document.activeElement), true);
    assert.deepEqual(
      errors.filter((e) => !/Failed to load resource/.test(e)),
      [],
    );
  } finally {
    await close();
  }
});
