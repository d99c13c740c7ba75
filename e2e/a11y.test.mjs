// Accessibility: axe-core (WCAG 2.1 A and AA) finds nothing on any route of the spec, on a
// phone (375 px) and on a desktop (1280 px), nor with the mobile menu open. One browser and one
// page per width, reused from route to route, to keep `npm test` quick.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { SPEC_ROUTES, axeViolations, openSettled } from "./a11y.mjs";
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

for (const width of /** @type {const} */ ([375, 1280])) {
  describe(`axe a ${width} px`, () => {
    /** @type {Awaited<ReturnType<typeof newPage>>} */
    let tab;
    before(async () => {
      tab = await newPage(browser, { width });
    });
    after(async () => {
      await tab?.close();
    });

    for (const route of SPEC_ROUTES) {
      test(`${route} no tiene infracciones de accesibilidad`, async () => {
        const status = await openSettled(tab.page, siteUrl(route));
        assert.ok(status > 0, `la página ${route} respondió`);
        assert.deepEqual(await axeViolations(tab.page), [], `infracciones en ${route}`);
      });
    }

    if (width === 375) {
      test("el menú móvil abierto no tiene infracciones de accesibilidad", async () => {
        await openSettled(tab.page, siteUrl("/"));
        await tab.page.getByRole("button", { name: "Abrir menú" }).click();
        await tab.page.getByRole("navigation", { name: "Principal" }).waitFor();
        assert.deepEqual(await axeViolations(tab.page), []);
      });
    }
  });
}
