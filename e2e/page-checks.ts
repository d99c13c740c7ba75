// Checks that only read a page, made where the page is visited anyway (the accessibility
// sweep, e2e/a11y.spec.ts): the Spanish interface words on an English page, and a section page's
// sticky menu and sections.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import es from "../src/i18n/es";
import en from "../src/i18n/en";
import { ROOT } from "../scripts/lib/e2e-site.cjs";
import { expect } from "./fixtures";

/** Every string of a catalog, templates without their placeholders' names. */
function catalogTexts(value: unknown): string[] {
  if (typeof value === "string") return [value.replace(/\{\w+\}/g, " ")];
  if (value && typeof value === "object") return Object.values(value).flatMap(catalogTexts);
  return [];
}

/** Words of 4 letters or more; mail addresses and links are names, not words (soporte@…). */
const wordsOf = (text: string) =>
  text
    .replace(/\S+@\S+|\S+:\/\/\S+/g, " ")
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 4);

/**
 * The Spanish interface words: the words of the Spanish catalog that the English catalog never
 * uses (names such as "Kankueb" or "Ishka" are in both).
 */
const SPANISH_WORDS = (() => {
  const english = new Set(catalogTexts(en).flatMap(wordsOf));
  return new Set(
    catalogTexts(es)
      .flatMap(wordsOf)
      .filter((word) => !english.has(word)),
  );
})();

/**
 * The Spanish interface words in the page's visible text, leaving out what the API sent in
 * Spanish (marked lang="es").
 */
export async function spanishInterfaceWords(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const body = globalThis.document.body.cloneNode(true) as HTMLElement;
    body.querySelectorAll('[lang="es"], script, style, noscript').forEach((el) => el.remove());
    return body.textContent ?? "";
  });
  return [...new Set(wordsOf(text))].filter((word) => SPANISH_WORDS.has(word));
}

const SECTIONS = path.join(ROOT, "content", "sections");

/** The school's section pages (about, yoga, …): one per folder of content/sections/. */
export const SECTION_PAGES = readdirSync(SECTIONS);

/** The section page a route opens (/yoga/ and /en/yoga/: "yoga"), if it opens one. */
export function sectionPageOf(route: string): string | undefined {
  const name = /^(?:\/en)?\/([^/]+)\/$/.exec(route)?.[1];
  return name !== undefined && SECTION_PAGES.includes(name) ? name : undefined;
}

/**
 * The section names of a page in its language, in front-matter order, read from
 * content/sections/<page>/ (`x.md` in Spanish, its twin `x.en.md` in English).
 */
function sectionNames(name: string, english: boolean) {
  const dir = path.join(SECTIONS, name);
  return readdirSync(dir)
    .filter((file) => (english ? file.endsWith(".en.md") : /(?<!\.en)\.md$/.test(file)))
    .map((file) => {
      const text = readFileSync(path.join(dir, file), "utf8");
      return {
        name: (/^name:\s*(.+)$/m.exec(text)?.[1] ?? "").trim(),
        order: Number(/^order:\s*(\d+)$/m.exec(text)?.[1]),
      };
    })
    .sort((a, b) => a.order - b.order)
    .map((s) => s.name);
}

/**
 * A section page at the window's width: its sticky menu lists the sections in the markdown's
 * order, each section has its heading, and nothing overflows sideways; at 1280 px the menu
 * shows all its names without scrolling.
 */
export async function expectSectionPage(page: Page, route: string, width: number) {
  const name = sectionPageOf(route) ?? "";
  const english = route.startsWith("/en/");
  const expected = sectionNames(name, english);
  expect(expected.length, `${route}: sections in content/`).toBeGreaterThan(0);
  const menu = page.getByRole("navigation", {
    name: english ? en.sections.sectionMenu : es.sections.sectionMenu,
  });
  const names = await menu
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.lastChild?.textContent?.trim()));
  expect(names, `${route}: the menu at ${width} px`).toEqual(expected);
  const headings = await page.getByRole("heading", { level: 2 }).allInnerTexts();
  for (const section of expected) {
    expect(headings, `${route}: section ${section} is missing`).toContain(section);
  }
  const sideways = await page.evaluate(
    () =>
      (globalThis.document.querySelector("main")?.scrollWidth ?? 0) -
      globalThis.document.documentElement.clientWidth,
  );
  expect(sideways, `${route}: the content overflows sideways at ${width} px`).toBeLessThanOrEqual(
    0,
  );
  await expect(menu).toHaveCSS("position", "sticky");
  if (width === 1280) {
    const hidden = await menu
      .getByRole("list")
      .evaluate((list) => list.scrollWidth - list.clientWidth);
    expect(hidden, `${route}: the menu is ${hidden} px too wide at 1280 px`).toBeLessThanOrEqual(0);
  }
}
