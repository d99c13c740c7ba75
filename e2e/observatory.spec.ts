// Mozilla's HTTP Observatory scanner (@mdn/mdn-http-observatory, installed with
// --ignore-scripts: its postinstall only refreshes the HSTS preload and TLD lists it ships) run
// once against the built site behind the production nginx config. Its Content-Security-Policy
// test must pass. Over plain http on this machine, its HSTS and redirection tests fail by
// nature (no TLS here), so only the CSP test is asserted. Its whole result is printed and kept
// in test-results/observatory.json.
import { execFile } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { ROOT } from "../scripts/lib/e2e-site.cjs";
import { expect, test } from "./fixtures";

const SCANNER = path.join(ROOT, "node_modules", ".bin", "mdn-http-observatory-scan");

type ObservatoryTest = { pass: boolean | null; result: string; scoreModifier: number };
type Observatory = {
  scan: { grade: string; score: number; testsPassed: number; testsQuantity: number };
  tests: Record<string, ObservatoryTest>;
};

test("HTTP Observatory: the CSP test passes behind nginx", async ({ nginx }) => {
  test.setTimeout(120_000);
  // The scanner takes a host name; the port rides along in it (its URL is scheme://host/).
  const host = new URL(nginx.url).host;
  const { stdout } = await promisify(execFile)(process.execPath, [SCANNER, host], {
    cwd: ROOT,
    timeout: 90_000,
  });
  const output = JSON.parse(stdout) as Observatory | { error: string };
  mkdirSync(path.join(ROOT, "test-results"), { recursive: true });
  writeFileSync(path.join(ROOT, "test-results", "observatory.json"), `${stdout.trim()}\n`);
  console.log(`HTTP Observatory (${host}):\n${stdout.trim()}`);
  expect("error" in output ? output.error : null).toBeNull();
  const { tests } = output as Observatory;
  expect(tests["content-security-policy"], "the CSP test").toMatchObject({ pass: true });
});
