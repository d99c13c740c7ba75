// The save-to-live part's own logic, without a build or a browser:
// `node --test bench/save-to-live.test.mjs`.
import assert from "node:assert/strict";
import { test } from "node:test";
import { rows } from "./budgets.mjs";
import { childrenCpuMs, measuredTitle, rewroteEveryPage, savePhases } from "./save-to-live.mjs";

const at = (/** @type {number} */ ms) => new Date(ms).toISOString();

test("the seconds from the click to the visible change are split into phases that add up", () => {
  const clickAt = 1_000_000;
  const build = {
    queuedAt: at(clickAt + 2_500),
    start: at(clickAt + 2_600),
    end: at(clickAt + 40_600),
    phases: { queueMs: 100, checkoutMs: 400, buildMs: 36_400, copyMs: 1_500, switchMs: 1 },
  };
  const phases = savePhases({
    clickAt,
    commitSeenAt: clickAt + 2_300,
    visibleAt: clickAt + 40_900,
    build,
  });
  assert.deepEqual(phases, {
    commitMs: 2_300,
    webhookMs: 200,
    queueMs: 100,
    checkoutMs: 400,
    gatsbyMs: 36_000,
    publishMs: 1_600,
    servedMs: 300,
  });
  const sum = Object.values(phases).reduce((a, b) => a + b, 0);
  assert.equal(sum, 40_900);
});

test("a commit the poll saw only after its webhook arrived counts as committed at the webhook", () => {
  const clickAt = 0;
  const phases = savePhases({
    clickAt,
    commitSeenAt: 3_000,
    visibleAt: 10_000,
    build: {
      queuedAt: at(2_000),
      start: at(2_000),
      end: at(9_000),
      phases: { checkoutMs: 100, buildMs: 6_000 },
    },
  });
  assert.equal(phases.commitMs, 2_000);
  assert.equal(phases.webhookMs, 0);
  assert.equal(phases.publishMs, 1_000);
});

test("the measured title is new each second and plain ASCII", () => {
  const title = measuredTitle(new Date("2026-11-29T00:20:05.123Z"));
  assert.equal(title, "Definicion de Yoga medida 20261129002005");
  assert.match(title, /^[\x20-\x7e]+$/);
});

test("the table shows the figure beside its budget, its phases and the load", () => {
  const table = rows({
    save: {
      ms: 72_400,
      events: 1000,
      teachers: 5000,
      phases: { commitMs: 2_300, gatsbyMs: 65_000 },
      loadAtClick: [5.1, 4.2, 3.9],
      cpuMs: 41_250,
    },
  });
  const figure = table.find((r) => r.item.startsWith('"Guardar"'));
  assert.ok(figure);
  assert.match(figure.item, /1,000 \+ 5,000/);
  assert.deepEqual([figure.value, figure.budget, figure.mark], ["72.4 s", "<= 60.0 s", "✖"]);
  assert.equal(
    table.find((r) => r.item.includes("where the seconds went"))?.value,
    "commit 2.30 s · gatsby 65.0 s",
  );
  assert.equal(table.find((r) => r.item.includes("load average"))?.value, "5.1, 4.2, 3.9");
  assert.equal(table.find((r) => r.item.includes("CPU time"))?.value, "41.3 s");
  const failed = rows({ save: { ms: null, error: "the build failed" } });
  assert.deepEqual(
    failed.map((r) => [r.value, r.budget, r.mark]),
    [["—", "the build failed", "✖"]],
  );
});

test("the children's CPU time is read from /proc/<pid>/stat, whatever the command's name", () => {
  const fields = (/** @type {string} */ name) =>
    `4242 (${name}) S 1 4242 4242 0 -1 4194560 500 9000 0 0 120 30 2500 1600 20 0 11 0 100 0`;
  assert.equal(childrenCpuMs(fields("node")), 41_000);
  assert.equal(
    childrenCpuMs(fields("node (bench) x")),
    41_000,
    "a name with spaces and parentheses",
  );
  assert.equal(childrenCpuMs(fields("node"), 250), 16_400);
  assert.equal(childrenCpuMs("not a stat line"), null);
});

test("another warm-up follows a build that wrote every page's HTML, not one that wrote a few", () => {
  const log = (/** @type {number} */ written) =>
    [
      "info Total nodes: 10504, SitePage nodes: 4044 (use --verbose for breakdown)",
      `success Building static HTML for pages - 31.061s - ${written}/${written} 130.19/s`,
    ].join("\n");
  assert.equal(rewroteEveryPage(log(4044)), true);
  assert.equal(rewroteEveryPage(log(5)), false);
  assert.equal(rewroteEveryPage("success onPostBuild - 17.5s\n"), false, "no HTML step logged");
});
