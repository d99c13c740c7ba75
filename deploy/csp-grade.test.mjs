// Google's CSP Evaluator (csp_evaluator on npm) grades the production policy as both hosts send
// it: the header nginx adds (deploy/nginx/) and the line of the CDN's _headers (deploy/cdn/).
// No finding may be of high severity (HIGH, or HIGH_MAYBE). Its findings are printed.
import assert from "node:assert/strict";
import path from "node:path";
import { test } from "node:test";
import { CspEvaluator } from "csp_evaluator/dist/evaluator.js";
import { Severity } from "csp_evaluator/dist/finding.js";
import { CspParser } from "csp_evaluator/dist/parser.js";
import { renderHeaders } from "./cdn/render.mjs";
import { renderConfig } from "./nginx/render.mjs";
import { inputFromEnv } from "./policy.mjs";
import { frameOrigins } from "./site-content.mjs";

const ENV = {
  GATSBY_API_URL: "https://api.ikyyoga.com/",
  GATSBY_SITE_URL: "https://www.ikyyoga.com",
  // Analytics on: the longest script-src production can have.
  GATSBY_ANALYTICS_ID: "G-ABC123",
  SITE_ROOT: "/srv/iky/current",
};
const HIGH = new Set([Severity.HIGH, Severity.HIGH_MAYBE]);
const SEVERITY_NAME = new Map(Object.entries(Severity).map(([name, value]) => [value, name]));

/**
 * The evaluator's findings for a policy, as "SEVERITY directive value: description" lines.
 * @param {string} policy
 */
function grade(policy) {
  const findings = new CspEvaluator(new CspParser(policy).csp).evaluate();
  const lines = [
    ...new Set(
      findings.map(
        (finding) =>
          `${SEVERITY_NAME.get(finding.severity)} ${finding.directive} ${finding.value ?? ""}: ${finding.description}`,
      ),
    ),
  ];
  return { lines, high: findings.filter((finding) => HIGH.has(finding.severity)) };
}

/** The policy nginx sends, read back from the rendered server block. */
function nginxPolicy() {
  const config = renderConfig(ENV);
  const value = /add_header Content-Security-Policy "((?:[^"\\]|\\.)*)" always;/.exec(config)?.[1];
  assert.ok(value, "nginx adds a Content-Security-Policy header");
  return value.replace(/\\(.)/g, "$1");
}

/** The policy of the CDN's _headers file. */
function cdnPolicy() {
  const input = inputFromEnv(ENV, frameOrigins(path.resolve("content", "sections")));
  const value = /^ {2}Content-Security-Policy: (.+)$/m.exec(renderHeaders(input))?.[1];
  assert.ok(value, "_headers sets a Content-Security-Policy");
  return value;
}

/** @type {[string, () => string][]} */
const HOSTS = [
  ["nginx", nginxPolicy],
  ["_headers", cdnPolicy],
];
for (const [host, policy] of HOSTS) {
  test(`CSP Evaluator: no high-severity finding for the policy of ${host}`, () => {
    const { lines, high } = grade(policy());
    console.log(`CSP Evaluator, ${host}:\n  ${lines.join("\n  ")}`);
    assert.deepEqual(high, []);
  });
}

test("CSP Evaluator: the former script-src ('self' 'unsafe-inline') had high-severity findings", () => {
  const former = nginxPolicy().replace(/script-src [^;]+/, "script-src 'self' 'unsafe-inline'");
  assert.ok(grade(former).high.length > 0);
});
