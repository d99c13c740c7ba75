// Accessibility: axe-core (WCAG 2.1 A and AA) finds nothing on any route of docs/product.md §2, on a
// phone (375 px) and on a desktop (1280 px), nor with the mobile menu open.
// The same visit makes the checks that only read the page, which need no visit of their own:
// <html lang> is the route's language, an English page shows no Spanish interface word outside
// the API's text, and a section page's sticky menu lists its sections in the markdown's order,
// each with its heading, nothing overflowing sideways, every name shown at 1280 px
// (e2e/page-checks.ts).
//
// One page load per route for both widths: the route opens at 375 px and is checked, then the
// same page is widened to 1280 px, settles again (the site follows the width with media queries
// and matchMedia listeners, never only at load) and is checked again. Both results are asserted
// in the one test, named with both widths.
import type { Page } from "@playwright/test";
import { ENGLISH_ROUTES, SPEC_ROUTES, axeViolations } from "../scripts/lib/a11y.mjs";
import { VIEWPORTS } from "../scripts/lib/chromium.cjs";
import { test, expect, waitForHydration, waitForNetworkQuiet } from "./fixtures";
import { expectSectionPage, sectionPageOf, spanishInterfaceWords } from "./page-checks";

const MISSING = "/esta-pagina-no-existe/";

/**
 * Routes of the sweep whose normal answer includes a refusal the browser logs: each is
 * declared, and must happen.
 */
const DECLARED: Record<string, [RegExp, string]> = {
  [MISSING]: [/status of 404/, "the missing page answers 404 on purpose"],
  "/confirm/?token=x": [
    /status of 400.*\/api\/estudiantes\/confirmer\/x/,
    "the token x is not valid: the API refuses the confirmation",
  ],
  "/success-subscription/?session_id=cs_test_a11y&estudiante_id=7&plan=2&incluir_suplemento=false":
    [
      /status of 400.*\/api\/stripe\/success-subscription/,
      "the payment session cs_test_a11y does not exist: the API refuses it",
    ],
  "/paiement/": [
    /js\.stripe\.com/,
    "Stripe.js is not fetched from the internet: it does not load here",
  ],
};

/** Fonts in place: colour contrast is judged on the rendered text. */
const fontsReady = (page: Page) =>
  page.evaluate(() => globalThis.document.fonts.ready.then(() => undefined));

/** Two animation frames: media queries, resize observers and the renders they cause have run. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        globalThis.requestAnimationFrame(() => globalThis.requestAnimationFrame(() => resolve())),
      ),
  );

test.describe("axe at 375 px and 1280 px", () => {
  test.use({ viewport: VIEWPORTS[375] });

  for (const route of [...SPEC_ROUTES, ...ENGLISH_ROUTES]) {
    const english = route.startsWith("/en/");
    const section = sectionPageOf(route) !== undefined;
    const also = [
      `lang=${english ? "en" : "es"}`,
      ...(english ? ["no Spanish interface word"] : []),
      ...(section ? ["its sections in the sticky menu, in order"] : []),
    ];
    test(`${route} has no accessibility violations at 375 px or 1280 px; ${also.join(", ")}`, async ({
      page,
      context,
      expectConsoleError,
    }) => {
      // An English route answers as its Spanish twin does.
      const declared = DECLARED[route.replace(/^\/en\//, "/")];
      if (declared) expectConsoleError(...declared);
      // Stripe.js (on /paiement/) is never fetched from the internet.
      await context.route("https://js.stripe.com/**", (r) => r.abort("connectionrefused"));
      const response = await page.goto(route);
      expect(response?.status(), `status of the page ${route}`).toBe(
        route.replace(/^\/en\//, "/") === MISSING ? 404 : 200,
      );
      // Hydrated, and what the page asks for once it runs (client-only pages) has answered.
      await waitForHydration(page);
      await fontsReady(page);
      const phone = await axeViolations(page);
      if (section) await expectSectionPage(page, route, 375);

      await page.setViewportSize(VIEWPORTS[1280]);
      await nextFrames(page);
      await waitForNetworkQuiet(page);
      await fontsReady(page);
      const desktop = await axeViolations(page);

      expect({ 375: phone, 1280: desktop }, `violations on ${route}`).toEqual({
        375: [],
        1280: [],
      });

      await expect(page.locator("html")).toHaveAttribute("lang", english ? "en" : "es");
      if (english) {
        expect(await spanishInterfaceWords(page), `Spanish words on ${route}`).toEqual([]);
      }
      if (section) await expectSectionPage(page, route, 1280);
    });
  }

  test("the open mobile menu has no accessibility violations", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await fontsReady(page);
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await expect(page.getByRole("navigation", { name: "Principal" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
