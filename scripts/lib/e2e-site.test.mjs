// `node --test scripts/lib/e2e-site.test.mjs`: the ports the browser tests bake into builds.
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { test } from "node:test";

const { e2eSite } = createRequire(import.meta.url)("./e2e-site.cjs");

test("a project's ports are adjacent and below the system's ephemeral range", () => {
  for (let i = 0; i < 2000; i += 1) {
    const site = e2eSite(`/work/project-${i}`, { fromEnv: false });
    assert.equal(site.sitePort, site.stubPort + 1);
    assert.ok(site.stubPort >= 21000, `${site.stubPort}`);
    // Linux hands out 32768–60999 to outgoing connections and to servers on port 0.
    assert.ok(site.sitePort < 32768, `${site.sitePort}`);
  }
});
