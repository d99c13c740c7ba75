// The axe check of e2e/a11y.spec.ts, counted for the bench's table: violations per route, the
// larger count of the two widths. The test asserts zero; the bench only reports.
import { SPEC_ROUTES, axeViolations, openSettled } from "../scripts/lib/a11y.mjs";
import { launch, newPage } from "../scripts/lib/chromium.cjs";
import { log } from "./paths.mjs";

/**
 * @param {string} baseUrl
 * @returns {Promise<Record<string, { status: number, violations: number, details: string[] }>>}
 */
export async function measureA11y(baseUrl) {
  const browser = await launch();
  /** @type {Record<string, { status: number, violations: number, details: string[] }>} */
  const results = {};
  try {
    for (const width of [375, 1280]) {
      const tab = await newPage(browser, { width });
      try {
        for (const route of SPEC_ROUTES) {
          log(`axe ${route} at ${width} px…`);
          const status = await openSettled(tab.page, new URL(route, baseUrl).href);
          const found = await axeViolations(tab.page);
          const entry = results[route] ?? { status, violations: 0, details: [] };
          entry.violations = Math.max(entry.violations, found.length);
          entry.details.push(...found.map((line) => `${width} px: ${line}`));
          results[route] = entry;
        }
      } finally {
        await tab.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
