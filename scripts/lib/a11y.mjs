// Accessibility checks with axe-core (WCAG A/AA), shared by the browser tests (e2e/) and the
// bench (bench/a11y.mjs).
import { AxeBuilder } from "@axe-core/playwright";

/**
 * The page's axe violations (WCAG 2.x A and AA), as readable lines for an assertion message.
 * @param {import("playwright-core").Page} page
 * @param {{ include?: string, exclude?: string[] }} [options]
 * @returns {Promise<string[]>}
 */
export async function axeViolations(page, { include, exclude = [] } = {}) {
  // Only violations are read: axe then skips working out a selector for every node that passes
  // (axe-core's API.md, "Section 4: Performance"). Every rule still runs on every node.
  // (`options` replaces what was set before it: the tags come after.)
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  if (include) builder = builder.include(include);
  for (const selector of exclude) builder = builder.exclude(selector);
  // Colours read in the middle of a fade (a dialog, a panel, the island's card opening) are
  // blends that fail contrast: the running finite animations and transitions jump to their end,
  // the state a visitor reads once they are over (as Playwright's screenshots do with
  // `animations: "disabled"`). Waiting for them instead cost up to 1.5 s a page.
  await page.evaluate(() => {
    for (const animation of globalThis.document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    }
  });
  // With no frame in the page, axe runs in it at once (its "legacy mode"): the default way runs
  // it in parts and gathers them in a blank page it opens for that, about a quarter of the time
  // of a check here. A page with a frame keeps the default, which tests frames of any origin.
  if (page.frames().length === 1) builder = builder.setLegacyMode(true);
  const { violations } = await builder.analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(", ")}`,
  );
}

/**
 * Every route of docs/product.md §2, as a visitor opens it: the query strings the pages expect, one
 * prebuilt event and a path that does not exist (the 404 page).
 */
export const SPEC_ROUTES = [
  "/",
  "/login/",
  "/login-subscription/",
  "/signup/",
  "/signup-teacher/",
  "/videos/",
  "/confirm/?token=x",
  "/events/",
  "/events/38/",
  "/success-subscription/?session_id=cs_test_a11y&estudiante_id=7&plan=2&incluir_suplemento=false",
  "/paiement/",
  "/about/",
  "/yoga/",
  "/iky/",
  "/kankueb/",
  "/ripey/",
  "/ishka/",
  "/esta-pagina-no-existe/",
];

/**
 * The same routes in English (/en/…; the legal texts have English slugs, /en/privacy/ and
 * /en/terms/, checked by e2e/english.spec.ts).
 */
export const ENGLISH_ROUTES = SPEC_ROUTES.map((route) => `/en${route}`);

/**
 * Opens a route in a page that is reused from route to route and waits until it has settled:
 * the network idle (client-only pages have answered) and the fonts in place, since colour
 * contrast is judged on the rendered text.
 * @param {import("playwright-core").Page} page
 * @param {string} url
 */
export async function openSettled(page, url) {
  const response = await page.goto(url, { waitUntil: "networkidle" });
  // Runs in the page, where `document` is the browser's.
  await page.evaluate(() => globalThis.document.fonts.ready.then(() => undefined));
  return response?.status() ?? 0;
}
