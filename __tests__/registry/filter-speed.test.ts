/** @jest-environment node */
import { EMPTY_QUERY, buildIndex, filterTeachers } from "../../src/lib/registry-search";
import { bigRegistry } from "./fixtures";

// The registry is filtered on every keystroke over 5,000 teachers and more. What keeps that
// fast is the index: each teacher's text is folded (normalised, accents and case dropped) once,
// in buildIndex, and a keystroke only compares plain strings. Its speed is a budget of
// `npm run bench` (bench/registry-filter.mjs); this test proves the mechanism: the work a
// keystroke does on text does not grow with the registry.
describe("filtering per keystroke", () => {
  const typed = "maria jose gomez";

  /** Runs `work` and counts the calls of String.prototype.normalize it makes. */
  function countFolds(work: () => void): number {
    const spy = jest.spyOn(String.prototype, "normalize");
    try {
      work();
      return spy.mock.calls.length;
    } finally {
      spy.mockRestore();
    }
  }

  it("folds each teacher's text once, when the index is built", () => {
    const teachers = bigRegistry(5000);
    expect(countFolds(() => buildIndex(teachers))).toBeLessThanOrEqual(teachers.length * 4);
  });

  it("folds only the typed words on a keystroke, whatever the registry's size", () => {
    const small = buildIndex(bigRegistry(50));
    const big = buildIndex(bigRegistry(5000));
    for (let i = 1; i <= typed.length; i++) {
      const query = { ...EMPTY_QUERY, nombre: typed.slice(0, i), lugar: "col" };
      const onSmall = countFolds(() => filterTeachers(small, query));
      const onBig = countFolds(() => filterTeachers(big, query));
      expect(onBig).toBe(onSmall);
      expect(onBig).toBeLessThanOrEqual(4);
    }
  });

  it("finds the teachers a full query names", () => {
    const index = buildIndex(bigRegistry(5000));
    const found = filterTeachers(index, { ...EMPTY_QUERY, nombre: typed, lugar: "col" });
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(5000);
  });
});
