// docs/deploy.md describes the policy the hosts send: its tables are the ones deploy/policy-docs.mjs
// writes from deploy/policy.mjs (`node deploy/policy-docs.mjs --write` after a policy change).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import {
  DEPLOY_DOC,
  ANALYTICS_MARK,
  policyRows,
  renderTables,
  tableCells,
} from "./policy-docs.mjs";
import { DOCUMENTED_POLICIES, cspDirectives } from "./policy.mjs";

test("docs/deploy.md's policy tables are the policy's", () => {
  const doc = readFileSync(DEPLOY_DOC, "utf8");
  assert.deepEqual(
    tableCells(doc),
    tableCells(renderTables()),
    "docs/deploy.md differs from deploy/policy.mjs: run `node deploy/policy-docs.mjs --write`",
  );
});

test("every documented policy, every directive and source is in the tables", () => {
  const rows = policyRows();
  assert.equal(rows.length, DOCUMENTED_POLICIES.length);
  const input = {
    apiOrigin: "https://api.example.org",
    tileOrigins: ["https://tiles.example.org"],
    frameOrigins: ["https://frame.example.org"],
    analytics: true,
  };
  const [publicPages] = rows;
  const cells = new Map(publicPages?.rows);
  for (const [name, sources] of cspDirectives(input)) {
    const cell = cells.get(`\`${name}\``) ?? "";
    for (const source of sources.filter((s) => !s.includes("example.org"))) {
      assert.ok(cell.includes(`\`${source}\``), `${name}: ${source}`);
    }
  }
  assert.match(cells.get("`script-src`") ?? "", /`https:\/\/www\.googletagmanager\.com`¹/);
  assert.ok(!(cells.get("`script-src`") ?? "").includes(`js.stripe.com\`${ANALYTICS_MARK}`));
  assert.match(cells.get("`trusted-types`") ?? "", /`default`/);
});

test("a document whose table differs is told apart", () => {
  const stale = renderTables().replace("`'strict-dynamic'`, ", "");
  assert.notDeepEqual(tableCells(stale), tableCells(renderTables()));
});
