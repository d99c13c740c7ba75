// Accessibility checks with axe-core, for tests that assert a page has no WCAG A/AA violations.
import { AxeBuilder } from "@axe-core/playwright";

/**
 * The page's axe violations (WCAG 2.x A and AA), as readable lines for an assertion message.
 * @param {import("playwright-core").Page} page
 * @param {{ include?: string, exclude?: string[] }} [options]
 * @returns {Promise<string[]>}
 */
export async function axeViolations(page, { include, exclude = [] } = {}) {
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  if (include) builder = builder.include(include);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(", ")}`,
  );
}
