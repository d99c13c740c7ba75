// The built site answers at all: the home page renders in Spanish without errors, and an
// unknown address gets the 404 page with a real 404 status.
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

for (const width of [375, 1280]) {
  test(`la portada carga en español, con un título principal y sin errores (${width} px)`, async () => {
    const { page, errors, close } = await newPage(browser, { width });
    try {
      const response = await page.goto(siteUrl("/"), { waitUntil: "load" });
      assert.equal(response?.status(), 200);
      assert.equal(await page.getAttribute("html", "lang"), "es");
      await page.getByRole("heading", { level: 1 }).first().waitFor({ state: "visible" });
      // Hydration problems surface shortly after load.
      await page.waitForLoadState("networkidle");
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
}

test("una dirección desconocida muestra la página 404 con estado 404", async () => {
  const { page, close } = await newPage(browser, { width: 1280 });
  try {
    const response = await page.goto(siteUrl("/esta-pagina-no-existe/"), { waitUntil: "load" });
    assert.equal(response?.status(), 404);
    assert.equal(await page.getAttribute("html", "lang"), "es");
    await page.getByRole("heading", { level: 1 }).first().waitFor({ state: "visible" });
  } finally {
    await close();
  }
});
