/**
 * @jest-environment node
 */

import { CSS_MODULES, GLOBAL_CSS } from "./css-modules";

// Colours are design tokens: the CSS modules name them, global.css holds
// their values. A raw value in a module is how the palette drifted before.

const defined = new Set([...GLOBAL_CSS.matchAll(/^\s*(--[\w-]+)\s*:/gm)].map((m) => m[1]));

describe("colour tokens", () => {
  it("finds the CSS modules", () => {
    expect(CSS_MODULES.length).toBeGreaterThan(40);
  });

  it.each(CSS_MODULES)("$name has no raw colour values", ({ css }) => {
    expect(css.match(/#[0-9a-f]{3,8}\b/gi) ?? []).toEqual([]);
    expect(css.match(/\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(\s*[\d.]/gi) ?? []).toEqual([]);
    expect(css.match(/:[^;{}]*(?<![\w-])(?:white|black)(?![\w-])/gi) ?? []).toEqual([]);
  });

  it.each(CSS_MODULES)("$name only uses colour tokens that global.css defines", ({ css }) => {
    const used = [...css.matchAll(/var\((--(?:color|rgb)-[\w-]+)/g)].map((m) => m[1]);
    expect(used.filter((name) => !defined.has(name))).toEqual([]);
  });
});
