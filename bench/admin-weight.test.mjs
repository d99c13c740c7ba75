// The admin's weight: scripts gzipped, fonts as they are, and the public pages that load any
// of it (none may).
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, test } from "node:test";
import { measureAdmin } from "./admin-weight.mjs";

const dir = mkdtempSync(path.join(os.tmpdir(), "iky-admin-weight-"));
after(() => rmSync(dir, { recursive: true, force: true }));

test("weighs the admin's files and names a public page that loads them", () => {
  assert.deepEqual(measureAdmin(dir), { skipped: "no admin in this build (CMS_FORGE_URL unset)" });
  mkdirSync(path.join(dir, "admin", "fonts"), { recursive: true });
  writeFileSync(
    path.join(dir, "admin", "index.html"),
    '<script src="./cms-0123456789ab.js"></script>',
  );
  writeFileSync(path.join(dir, "admin", "cms-0123456789ab.js"), "x".repeat(10_000));
  writeFileSync(path.join(dir, "admin", "fonts", "a.woff2"), Buffer.alloc(300));
  writeFileSync(path.join(dir, "index.html"), '<script src="/app-0123456789ab.js"></script>');
  const clean = measureAdmin(dir);
  assert.ok(!("skipped" in clean));
  assert.equal(clean.fontsBytes, 300);
  assert.ok(clean.scriptsGzipBytes > 0 && clean.scriptsGzipBytes < clean.scriptsBytes);
  assert.deepEqual(clean.publicPagesLoadingAdmin, []);
  writeFileSync(path.join(dir, "yoga.html"), '<script src="/admin/cms-0123456789ab.js"></script>');
  const leaked = measureAdmin(dir);
  assert.ok(!("skipped" in leaked));
  assert.deepEqual(leaked.publicPagesLoadingAdmin, ["yoga.html"]);
});
