// Accessibility: axe-core (WCAG 2.1 A and AA) finds nothing on any route of the spec, on a
// phone (375 px) and on a desktop (1280 px), nor with the mobile menu open.
import { SPEC_ROUTES, axeViolations, openSettled } from "../scripts/lib/a11y.mjs";
import { test, expect } from "./fixtures";

const MISSING = "/esta-pagina-no-existe/";

/**
 * Routes of the sweep whose normal answer includes a refusal the browser logs: each is
 * declared, and must happen.
 */
const DECLARED: Record<string, [RegExp, string]> = {
  [MISSING]: [/status of 404/, "la página que no existe responde 404 a propósito"],
  "/confirm/?token=x": [
    /status of 400.*\/api\/estudiantes\/confirmer\/x/,
    "el token x no es válido: la API rechaza la confirmación",
  ],
  "/success-subscription/?session_id=cs_test_a11y&estudiante_id=7&plan=2&incluir_suplemento=false":
    [
      /status of 400.*\/api\/stripe\/success-subscription/,
      "la sesión de pago cs_test_a11y no existe: la API la rechaza",
    ],
  "/paiement/": [/js\.stripe\.com/, "Stripe.js no se pide a internet: aquí no carga"],
};

for (const width of [375, 1280]) {
  test.describe(`axe a ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 800 : 900 } });

    for (const route of SPEC_ROUTES) {
      test(`${route} no tiene infracciones de accesibilidad`, async ({
        page,
        context,
        expectConsoleError,
      }) => {
        const declared = DECLARED[route];
        if (declared) expectConsoleError(...declared);
        // Stripe.js (on /paiement/) is never fetched from the internet.
        await context.route("https://js.stripe.com/**", (r) => r.abort("connectionrefused"));
        const status = await openSettled(page, route);
        expect(status, `la página ${route} respondió`).toBe(route === MISSING ? 404 : 200);
        expect(await axeViolations(page), `infracciones en ${route}`).toEqual([]);
      });
    }

    if (width === 375) {
      test("el menú móvil abierto no tiene infracciones de accesibilidad", async ({ page }) => {
        await openSettled(page, "/");
        await page.getByRole("button", { name: "Abrir menú" }).click();
        await expect(page.getByRole("navigation", { name: "Principal" })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
