// Mozilla's HTTP Observatory scanner (@mdn/mdn-http-observatory, installed with
// --ignore-scripts: its postinstall only refreshes the HSTS preload and TLD lists it ships) run
// once against the built site behind the production nginx config. Its Content-Security-Policy
// test must pass. Over plain http on this machine, its HSTS and redirection tests fail by
// nature (no TLS here), so only the CSP test is asserted. Its whole result is printed and kept
// in test-results/observatory.json.
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { ROOT } from "../scripts/lib/e2e-site.cjs";
import { expect, test } from "./fixtures";

const SCANNER = path.join(ROOT, "node_modules", ".bin", "mdn-http-observatory-scan");
/**
 * The HSTS preload list the scanner reads. Its skipped postinstall would download Chromium's
 * list; this machine has no such network access, so an empty list stands in: a host on this
 * machine is on no preload list either way, so the HSTS test's answer is the same.
 */
const HSTS_PRELOAD = path.join(
  ROOT,
  "node_modules",
  "@mdn",
  "mdn-http-observatory",
  "conf",
  "hsts-preload.json",
);

type ObservatoryTest = { pass: boolean | null; result: string; scoreModifier: number };
type Observatory = {
  scan: { grade: string; score: number; testsPassed: number; testsQuantity: number };
  tests: Record<string, ObservatoryTest>;
};

test("HTTP Observatory: the CSP test passes behind nginx", async ({ nginx }) => {
  test.setTimeout(120_000);
  // The scanner takes a host name; the port rides along in it (its URL is scheme://host/).
  const host = new URL(nginx.url).host;
  if (!existsSync(HSTS_PRELOAD)) writeFileSync(HSTS_PRELOAD, "{}\n");
  // It exits with 1 when the scan fails, with the reason in its JSON output.
  const { stdout } = await promisify(execFile)(process.execPath, [SCANNER, host], {
    cwd: ROOT,
    timeout: 90_000,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
  const output = JSON.parse(stdout) as Observatory | { error: string };
  mkdirSync(path.join(ROOT, "test-results"), { recursive: true });
  writeFileSync(path.join(ROOT, "test-results", "observatory.json"), `${stdout.trim()}\n`);
  console.log(`HTTP Observatory (${host}):\n${stdout.trim()}`);
  expect("error" in output ? output.error : null).toBeNull();
  const { tests } = output as Observatory;
  expect(tests["content-security-policy"], "the CSP test").toMatchObject({ pass: true });
});
