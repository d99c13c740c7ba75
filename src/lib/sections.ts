/** Pure rules of the section pages (docs/product.md §4, §9): callers pass the measurements. */

/** How long a new set of recommendations stays visible, in ms. */
export const RECOMMENDATION_MS = 1500;

export type SectionRecommendation = Queries.SectionRecommendation;

/** Scroll position as a whole percentage 0–100 of the scrollable height. */
export function scrollPercent(scrollY: number, scrollHeight: number, viewportHeight: number) {
  const scrollable = scrollHeight - viewportHeight;
  if (!(scrollable > 0)) return 0;
  return Math.round(Math.min(100, Math.max(0, (scrollY / scrollable) * 100)));
}

/**
 * The last section whose top has come within `tolerance` × viewport height of the top (40% by
 * default; before the first, the first); at the very bottom of the page, the last one.
 */
export function currentSectionIndex(
  tops: readonly number[],
  viewportHeight: number,
  { tolerance = 0.4, atBottom = false } = {},
): number {
  if (atBottom || tops.length === 0) return tops.length - 1;
  const line = viewportHeight * tolerance;
  return tops.reduce((current, top, i) => (top <= line ? i : current), 0);
}

/** The recommendations whose porcentaje is within `window` (±20) points of the scroll's. */
export function recommendationsInWindow<T extends Pick<SectionRecommendation, "porcentaje">>(
  recommendations: readonly T[],
  percent: number,
  window = 20,
): T[] {
  return recommendations.filter((r) => Math.abs(r.porcentaje - percent) <= window);
}

/** A key that changes when the set of recommendations does. */
export function recommendationKey(recommendations: readonly Pick<SectionRecommendation, "url">[]) {
  return recommendations.map((r) => r.url).join("|");
}

/** Past these scroll offsets (px) the scroll-to-top button appears, deferred images are shown. */
export const showScrollTop = (scrollY: number) => scrollY > 500;
export const imagesRevealed = (scrollY: number) => scrollY > 1100;

/** Two-digit section number, as the island and the section headings show it ("01"). */
export const sectionNumber = (index: number) => String(index + 1).padStart(2, "0");
