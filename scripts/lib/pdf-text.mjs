// Text of content/school.yaml as PDF string literals, for the brochure (scripts/make-brochure.mjs).

/** WinAnsi code points that differ from Latin-1 (typographic quotes and dashes, the euro). */
const WIN_ANSI = new Map([
  ["€", 0x80],
  ["‚", 0x82],
  ["„", 0x84],
  ["…", 0x85],
  ["‘", 0x91],
  ["’", 0x92],
  ["“", 0x93],
  ["”", 0x94],
  ["•", 0x95],
  ["–", 0x96],
  ["—", 0x97],
]);

/**
 * A PDF string literal in WinAnsi: Latin-1 covers the Spanish letters; anything else becomes
 * "?" rather than a wrong byte. The literal's delimiters and escape (`(`, `)`, `\`) are escaped,
 * and control characters (a CR/LF in a fact) become spaces: the text cannot end the literal and
 * write drawing operators of its own.
 * @param {string} text
 */
export const pdfString = (text) =>
  `(${[...text]
    .map((c) => {
      const point = c.charCodeAt(0);
      if (point < 0x20 || point === 0x7f) return " ";
      const ch = String.fromCharCode(WIN_ANSI.get(c) ?? (point < 256 ? point : 0x3f));
      return ch === "\\" || ch === "(" || ch === ")" ? `\\${ch}` : ch;
    })
    .join("")})`;
