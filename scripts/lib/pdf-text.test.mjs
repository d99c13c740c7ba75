import assert from "node:assert/strict";
import { test } from "node:test";
import { pdfString } from "./pdf-text.mjs";

test("a fact cannot close the PDF string literal or start a line of operators", () => {
  const literal = pdfString("Cali) Tj ET\r\nBT (x\\");
  assert.equal(literal, "(Cali\\) Tj ET  BT \\(x\\\\)");
  // Unescaped parentheses: only the literal's own two.
  assert.equal(literal.replace(/\\[\\()]/g, "").replace(/[^()]/g, ""), "()");
});

test("Spanish letters in Latin-1, typographic marks in WinAnsi, the rest as '?'", () => {
  assert.equal(pdfString("Año – 25 €"), `(A\u00f1o \u0096 25 \u0080)`);
  assert.equal(pdfString("🧘 مرحبا"), "(? ?????)");
});
