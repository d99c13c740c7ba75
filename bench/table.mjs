// The bench's one table on stdout, and the closing note on what stands in the way.
import { rows } from "./budgets.mjs";

const width = (/** @type {string} */ text) => [...text].length;
const pad = (/** @type {string} */ text, /** @type {number} */ n) =>
  text + " ".repeat(Math.max(0, n - width(text)));

/**
 * Plain-text table: group, figure, value, budget, mark (✖ = falls short).
 * @param {any} results the bench's results.json
 */
export function formatTable(results) {
  const all = rows(results);
  const header = {
    group: "Group",
    item: "Figure",
    value: "Value",
    budget: "Budget",
    mark: "",
  };
  const cols = /** @type {const} */ (["group", "item", "value", "budget", "mark"]);
  const widths = Object.fromEntries(
    cols.map((c) => [c, Math.max(width(header[c]), ...all.map((r) => width(r[c])))]),
  );
  const line = (/** @type {import("./budgets.mjs").Row} */ r) =>
    cols
      .map((c) => pad(r[c], widths[c] ?? 0))
      .join("  ")
      .trimEnd();
  const rule = cols.map((c) => "─".repeat(widths[c] ?? 0)).join("  ");
  /** @type {string[]} */
  const body = [];
  let previous = "";
  for (const r of all) {
    body.push(line({ ...r, group: r.group === previous ? "" : r.group }));
    previous = r.group;
  }
  const short = all.filter((r) => r.mark === "✖").length;
  const measured = all.filter((r) => r.mark).length;
  return [
    line(header),
    rule,
    ...body,
    rule,
    `${measured - short} of ${measured} figures within budget; ${short} over it (✖).`,
    ...(results.jsLinkedModules
      ? [
          "The JS weights were measured with node_modules linked from another checkout: webpack " +
            "numbers modules by their real path, so a real install (npm ci) can differ by about 0.5 KB.",
        ]
      : []),
  ].join("\n");
}

/**
 * What holds the budgets back, from the figures themselves.
 * @param {any} results the bench's results.json
 */
export function closingNotes(results) {
  /** @type {string[]} */
  const notes = [];
  for (const [route, lh] of Object.entries(results.lighthouse ?? {})) {
    if (!lh || lh.skipped) continue;
    if (lh.lcpElement) notes.push(`${route}: LCP element ${lh.lcpElement}`);
    if (lh.lcpCompeting?.length) {
      notes.push(`${route}: downloads beside the LCP image ${lh.lcpCompeting.join(", ")}`);
    }
    if (lh.shiftElement) {
      const causes = lh.shiftCauses?.length ? ` (cause: ${lh.shiftCauses.join("; ")})` : "";
      notes.push(`${route}: largest layout shift (CLS) at ${lh.shiftElement}${causes}`);
    }
    if (lh.consoleErrors?.length) {
      notes.push(`${route}: console errors ${lh.consoleErrors.join("; ")}`);
    }
    if (lh.opportunities?.length)
      notes.push(`${route}: opportunities ${lh.opportunities.join(", ")}`);
    if (lh.failing?.length) notes.push(`${route}: failing audits ${lh.failing.join(", ")}`);
    if (lh.errors?.length) notes.push(`${route}: Lighthouse errors ${lh.errors.join("; ")}`);
  }
  for (const [route, js] of Object.entries(results.js ?? {})) {
    if (!js) continue;
    const chunks = js.scripts
      .slice(0, 4)
      .map(
        (/** @type {{ chunk: string, gzip: number }} */ s) =>
          `${s.chunk} ${(s.gzip / 1000).toFixed(1)} KB`,
      )
      .join(", ");
    notes.push(`${route}: heaviest chunks ${chunks}`);
  }
  for (const [route, entry] of Object.entries(results.a11y ?? {})) {
    for (const detail of entry.details ?? []) notes.push(`axe ${route} ${detail}`);
  }
  return notes;
}
