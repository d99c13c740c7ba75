// The editors' admin (/admin/) has its own policy, in nginx and in the CDN's files, and the
// public pages' policy does not change because of it.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { renderHeaders } from "./cdn/render.mjs";
import { renderConfig } from "./nginx/render.mjs";
import {
  ADMIN_PATH,
  adminContentSecurityPolicy,
  adminSecurityHeaders,
  inputFromEnv,
  securityHeaders,
} from "./policy.mjs";

const ENV = {
  GATSBY_API_URL: "https://api.ikyyoga.com/",
  GATSBY_SITE_URL: "https://www.ikyyoga.com",
  SITE_ROOT: "/srv/iky/current",
  CMS_FORGE_URL: "https://codeberg.org",
};

/** @param {string} csp */
const directives = (csp) =>
  Object.fromEntries(
    csp.split("; ").map((d) => {
      const [name = "", ...sources] = d.split(" ");
      return [name, sources];
    }),
  );

describe("the admin's policy", () => {
  const input = inputFromEnv(ENV, []);
  const csp = directives(adminContentSecurityPolicy(input));

  test("scripts of the site alone: no 'unsafe-eval', no inline script, no other host", () => {
    assert.deepEqual(csp["script-src"], ["'self'"]);
    assert.equal(adminContentSecurityPolicy(input).includes("unsafe-eval"), false);
    assert.deepEqual(csp["default-src"], ["'none'"]);
  });

  test("it talks to the forge alone, and shows the forge's avatars", () => {
    assert.deepEqual(csp["connect-src"], ["data:", "blob:", "https://codeberg.org"]);
    assert.ok(csp["img-src"]?.includes("https://codeberg.org"));
    const api = inputFromEnv({ ...ENV, CMS_FORGE_API_URL: "https://api.forge.example/api/v1" }, []);
    assert.deepEqual(directives(adminContentSecurityPolicy(api))["connect-src"], [
      "data:",
      "blob:",
      "https://codeberg.org",
      "https://api.forge.example",
    ]);
    // Without a forge, the admin reaches nothing (and the build writes no admin).
    const none = inputFromEnv({ ...ENV, CMS_FORGE_URL: "" }, []);
    assert.deepEqual(directives(adminContentSecurityPolicy(none))["connect-src"], [
      "data:",
      "blob:",
    ]);
  });

  test("noindex, never framed, and no opener policy that would cut the sign-in window", () => {
    const headers = Object.fromEntries(adminSecurityHeaders(input));
    assert.equal(headers["X-Robots-Tag"], "noindex, nofollow");
    assert.deepEqual(csp["frame-ancestors"], ["'none'"]);
    assert.equal(headers["X-Frame-Options"], "DENY");
    assert.equal(headers["Cross-Origin-Opener-Policy"], undefined);
    for (const [name] of adminSecurityHeaders(input)) {
      assert.notEqual(name.toLowerCase(), "cross-origin-opener-policy");
    }
  });

  test("the public pages' policy is the same with or without an admin", () => {
    const without = inputFromEnv({ ...ENV, CMS_FORGE_URL: "" }, []);
    assert.deepEqual(securityHeaders(input), securityHeaders(without));
    const publicCsp = String(securityHeaders(input)[0]?.[1]);
    assert.equal(publicCsp.includes("codeberg.org"), false);
  });
});

describe("both hosts serve it on /admin/", () => {
  test("nginx: a location with the admin's headers alone (add_header is not inherited there)", () => {
    const config = renderConfig(ENV);
    const block = config.slice(config.indexOf(`location ^~ ${ADMIN_PATH} {`));
    const location = block.slice(0, block.indexOf("\n    }\n"));
    assert.ok(location.length > 0, "no admin location");
    const input = inputFromEnv(ENV, []);
    for (const [name, value] of adminSecurityHeaders(input)) {
      assert.ok(location.includes(`add_header ${name} "${value}" always;`), name);
    }
    assert.ok(location.includes("add_header Cache-Control $iky_cache_control always;"));
    assert.equal(location.includes("strict-dynamic"), false);
  });

  test("CDN: the site's headers detached under /admin/*, then the admin's", () => {
    const input = inputFromEnv(ENV, []);
    const lines = renderHeaders(input).split("\n");
    const start = lines.indexOf(`${ADMIN_PATH}*`);
    assert.ok(start > 0);
    const rule = lines.slice(
      start + 1,
      lines.findIndex((l, i) => i > start && !l.startsWith(" ")),
    );
    for (const [name] of securityHeaders(input)) assert.ok(rule.includes(`  ! ${name}`), name);
    for (const [name, value] of adminSecurityHeaders(input)) {
      assert.ok(rule.includes(`  ${name}: ${value}`), name);
    }
  });
});
