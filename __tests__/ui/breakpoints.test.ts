/**
 * @jest-environment node
 */
import { media } from "../../src/styles/breakpoints";

import { CSS_MODULES, GLOBAL_CSS } from "./css-modules";

// Breakpoints have names (global.css's @custom-media); modules use the names, JavaScript uses
// src/styles/breakpoints.ts. Eight spellings of a handful of widths is how they drifted before.
const customMedia = new Map(
  [...GLOBAL_CSS.matchAll(/@custom-media\s+--([\w-]+)\s+([^;]+);/g)].map((m) => [
    m[1],
    (m[2] ?? "").trim(),
  ]),
);

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

describe("named breakpoints", () => {
  it("global.css and breakpoints.ts name the same queries", () => {
    const fromTs = new Map(Object.entries(media).map(([name, query]) => [kebab(name), query]));
    expect(fromTs).toEqual(customMedia);
    expect(customMedia.get("mobile")).toBe("(max-width: 1000px)");
  });

  it.each(CSS_MODULES)("$name queries widths only by name", ({ css }) => {
    const queries = [...css.matchAll(/@media\s+([^{]+)\{/g)].map((m) => (m[1] ?? "").trim());
    const unnamed = queries.filter((q) => /width|height/.test(q));
    expect(unnamed).toEqual([]);
    const names = queries.flatMap((q) => [...q.matchAll(/\(--([\w-]+)\)/g)].map((m) => m[1]));
    expect(names.filter((name) => !customMedia.has(name))).toEqual([]);
  });
});
