/**
 * @jest-environment node
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

// Colours are design tokens (STYLE.md 10 and 14): the CSS modules name them, global.css holds
// their values. A raw value in a module is how the palette drifted before.
const ROOT = path.resolve(__dirname, "../..");
const GLOBAL = readFileSync(path.join(ROOT, "src/styles/global.css"), "utf8");

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return modules(full);
    return entry.name.endsWith(".module.css") ? [full] : [];
  });
}

const FILES = modules(path.join(ROOT, "src")).map((file) => ({
  name: path.relative(ROOT, file),
  // Comments may talk about colours; only declarations count.
  css: readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\//g, ""),
}));

const defined = new Set([...GLOBAL.matchAll(/^\s*(--[\w-]+)\s*:/gm)].map((m) => m[1]));

describe("colour tokens", () => {
  it("finds the CSS modules", () => {
    expect(FILES.length).toBeGreaterThan(40);
  });

  it.each(FILES)("$name has no raw colour values", ({ css }) => {
    expect(css.match(/#[0-9a-f]{3,8}\b/gi) ?? []).toEqual([]);
    expect(css.match(/\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(\s*[\d.]/gi) ?? []).toEqual([]);
    expect(css.match(/:[^;{}]*(?<![\w-])(?:white|black)(?![\w-])/gi) ?? []).toEqual([]);
  });

  it.each(FILES)("$name only uses colour tokens that global.css defines", ({ css }) => {
    const used = [...css.matchAll(/var\((--(?:color|rgb)-[\w-]+)/g)].map((m) => m[1]);
    expect(used.filter((name) => !defined.has(name))).toEqual([]);
  });
});
