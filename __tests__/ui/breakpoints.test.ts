/**
 * @jest-environment node
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { media } from "../../src/styles/breakpoints";

// Breakpoints have names (global.css's @custom-media); modules use the names, JavaScript uses
// src/styles/breakpoints.ts. Eight spellings of a handful of widths is how they drifted before.
const ROOT = path.resolve(__dirname, "../..");
const GLOBAL = readFileSync(path.join(ROOT, "src/styles/global.css"), "utf8");
const customMedia = new Map(
  [...GLOBAL.matchAll(/@custom-media\s+--([\w-]+)\s+([^;]+);/g)].map((m) => [
    m[1],
    (m[2] ?? "").trim(),
  ]),
);

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return modules(full);
    return entry.name.endsWith(".module.css") ? [full] : [];
  });
}
const FILES = modules(path.join(ROOT, "src")).map((file) => ({
  name: path.relative(ROOT, file),
  css: readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\//g, ""),
}));

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

describe("named breakpoints", () => {
  it("global.css and breakpoints.ts name the same queries", () => {
    const fromTs = new Map(Object.entries(media).map(([name, query]) => [kebab(name), query]));
    expect(fromTs).toEqual(customMedia);
    expect(customMedia.get("mobile")).toBe("(max-width: 1000px)");
  });

  it.each(FILES)("$name queries widths only by name", ({ css }) => {
    const queries = [...css.matchAll(/@media\s+([^{]+)\{/g)].map((m) => (m[1] ?? "").trim());
    const unnamed = queries.filter((q) => /width|height/.test(q));
    expect(unnamed).toEqual([]);
    const names = queries.flatMap((q) => [...q.matchAll(/\(--([\w-]+)\)/g)].map((m) => m[1]));
    expect(names.filter((name) => !customMedia.has(name))).toEqual([]);
  });
});
