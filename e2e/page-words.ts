// What a reader of a page sees of its language, checked where a page is visited anyway: the
// Spanish interface words on an English page, and the section menu's names at 1280 px.
import type { Page } from "@playwright/test";
import es from "../src/i18n/es";
import en from "../src/i18n/en";

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

/** A section page of the school (/about/, /en/yoga/, …): it has the sticky section menu. */
export const SECTION_PAGE = /^(?:\/en)?\/(?:about|yoga|iky|kankueb|ripey|ishka)\/$/;

/**
 * How many pixels the section menu's list is wider than its box (0 or less: every name shows
 * without scrolling).
 */
export function sectionMenuOverflow(page: Page, english: boolean): Promise<number> {
  return page
    .getByRole("navigation", {
      name: english ? en.sections.sectionMenu : es.sections.sectionMenu,
    })
    .getByRole("list")
    .evaluate((list) => list.scrollWidth - list.clientWidth);
}
