import {
  currentSectionIndex,
  imagesRevealed,
  recommendationKey,
  recommendationsInWindow,
  scrollPercent,
  sectionNumber,
  showScrollTop,
} from "../../src/lib/sections";

const rec = (porcentaje: number, url = `https://example.org/${porcentaje}`) => ({
  title: `Lectura ${porcentaje}`,
  url,
  porcentaje,
  allowed: false,
});

describe("currentSectionIndex", () => {
  const viewport = 1000; // the 40% line is at 400 px

  it("keeps the first section current before any section reaches the line", () => {
    expect(currentSectionIndex([900, 1800, 2700], viewport)).toBe(0);
  });

  it("makes a section current once its top is within 40% of the viewport", () => {
    expect(currentSectionIndex([-500, 401, 1300], viewport)).toBe(0);
    expect(currentSectionIndex([-500, 400, 1300], viewport)).toBe(1);
    expect(currentSectionIndex([-1400, -500, 120], viewport)).toBe(2);
  });

  it("honours another tolerance", () => {
    expect(currentSectionIndex([-500, 150], viewport, { tolerance: 0.1 })).toBe(0);
    expect(currentSectionIndex([-500, 90], viewport, { tolerance: 0.1 })).toBe(1);
  });

  it("makes the last section current at the bottom of the page", () => {
    expect(currentSectionIndex([-2000, -900, 700], viewport, { atBottom: true })).toBe(2);
  });

  it("has no current section on a page without sections", () => {
    expect(currentSectionIndex([], viewport)).toBe(-1);
  });
});

describe("scrollPercent", () => {
  it("is the whole percentage of the scrollable height", () => {
    expect(scrollPercent(0, 5000, 1000)).toBe(0);
    expect(scrollPercent(1000, 5000, 1000)).toBe(25);
    expect(scrollPercent(2001, 5000, 1000)).toBe(50);
    expect(scrollPercent(4000, 5000, 1000)).toBe(100);
  });

  it("clamps overscroll and handles a page shorter than the viewport", () => {
    expect(scrollPercent(-40, 5000, 1000)).toBe(0);
    expect(scrollPercent(4200, 5000, 1000)).toBe(100);
    expect(scrollPercent(0, 800, 1000)).toBe(0);
  });
});

describe("recommendationsInWindow", () => {
  const all = [rec(10), rec(30), rec(55), rec(90)];

  it("keeps the recommendations within 20 points either side, both ends included", () => {
    expect(recommendationsInWindow(all, 30).map((r) => r.porcentaje)).toEqual([10, 30]);
    expect(recommendationsInWindow(all, 35).map((r) => r.porcentaje)).toEqual([30, 55]);
    expect(recommendationsInWindow(all, 70).map((r) => r.porcentaje)).toEqual([55, 90]);
  });

  it("offers nothing when no recommendation is near", () => {
    expect(recommendationsInWindow([rec(60)], 0)).toEqual([]);
    expect(recommendationsInWindow([rec(60)], 39)).toEqual([]);
    expect(recommendationsInWindow([rec(60)], 40)).toHaveLength(1);
  });

  it("gives a key that changes only when the set changes", () => {
    expect(recommendationKey(recommendationsInWindow(all, 30))).toBe(
      recommendationKey(recommendationsInWindow(all, 29)),
    );
    expect(recommendationKey(recommendationsInWindow(all, 30))).not.toBe(
      recommendationKey(recommendationsInWindow(all, 35)),
    );
    expect(recommendationKey([])).toBe("");
  });
});

describe("scroll thresholds", () => {
  it("shows the scroll-to-top button only past 500 px", () => {
    expect(showScrollTop(500)).toBe(false);
    expect(showScrollTop(501)).toBe(true);
  });

  it("reveals deferred images only past 1100 px", () => {
    expect(imagesRevealed(1100)).toBe(false);
    expect(imagesRevealed(1101)).toBe(true);
  });

  it("numbers sections with two digits", () => {
    expect(sectionNumber(0)).toBe("01");
    expect(sectionNumber(11)).toBe("12");
  });
});
