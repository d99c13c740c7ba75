// The one policy and its two renderings (nginx, CDN files): what the CSP lists, what the build
// refuses, and that both hosts get the same headers, cache rules and client-only routes.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, test } from "node:test";
import { HEADER_LINE_LIMIT, renderHeaders, renderRedirects } from "./cdn/render.mjs";
import { pathRegex, renderConfig } from "./nginx/render.mjs";
import {
  ANALYTICS,
  CACHE_RULES,
  CLIENT_ONLY_ROUTES,
  IMMUTABLE,
  REVALIDATE,
  HSTS,
  STRIPE,
  contentSecurityPolicy,
  inputFromEnv,
  securityHeaders,
} from "./policy.mjs";
import { OUTSIDE_SCRIPTS, TRUSTED_TYPES_POLICIES } from "./trusted-types.mjs";
import { GATSBY_IMAGE_SCRIPT_HASH, SCRIPT_LOADER, scriptHash } from "./inline-scripts.mjs";
import { frameOrigins, unsafeFrameReason, unsafeRecommendations } from "./site-content.mjs";

const CONTENT = path.resolve("content", "sections");
const ENV = {
  GATSBY_API_URL: "https://api.ikyyoga.com/",
  GATSBY_SITE_URL: "https://www.ikyyoga.com",
  SITE_ROOT: "/srv/iky/current",
};
const temp = mkdtempSync(path.join(os.tmpdir(), "iky-policy-"));
after(() => rmSync(temp, { recursive: true, force: true }));

/** @param {string} csp */
const directives = (csp) =>
  Object.fromEntries(
    csp.split("; ").map((d) => {
      const [name = "", ...sources] = d.split(" ");
      return [name, sources];
    }),
  );

/**
 * A markdown section with one recommendation.
 * @param {string} name
 * @param {string} url
 * @param {boolean} allowed
 */
function section(name, url, allowed) {
  const dir = path.join(temp, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, "01-a.md"),
    `---\nid: a\nrecommendations:\n  - title: "Una"\n    url: "${url}"\n    porcentaje: 10\n    allowed: ${allowed}\n---\nTexto.\n`,
  );
  return dir;
}

describe("the CSP comes from what the site loads", () => {
  const input = inputFromEnv(ENV, frameOrigins(CONTENT, ENV.GATSBY_SITE_URL));
  const csp = directives(contentSecurityPolicy(input));

  test("API, tiles and Stripe; the PDF brochure (object-src 'self')", () => {
    assert.deepEqual(csp["object-src"], ["'self'"]);
    assert.ok(csp["connect-src"]?.includes("https://api.ikyyoga.com"));
    assert.ok(csp["img-src"]?.includes("https://api.ikyyoga.com"));
    assert.ok(csp["img-src"]?.includes("https://tile.openstreetmap.org"));
    assert.ok(csp["script-src"]?.includes("https://js.stripe.com"));
    assert.ok(csp["frame-src"]?.includes("https://js.stripe.com"));
  });

  test("script-src is strict: hashes and 'strict-dynamic'; 'unsafe-inline' and hosts only as the fallback", () => {
    const sources = csp["script-src"] ?? [];
    assert.equal(sources[0], "'strict-dynamic'");
    // The loader's hash is the same whatever the build: its text is a constant.
    assert.ok(sources.includes(scriptHash(SCRIPT_LOADER)));
    assert.ok(sources.includes(GATSBY_IMAGE_SCRIPT_HASH));
    // Browsers that understand hashes ignore 'unsafe-inline'; none of them reads it bare.
    assert.ok(sources.some((source) => source.startsWith("'sha256-")));
    assert.ok(!sources.includes("'unsafe-eval'"));
    assert.ok(!sources.includes("*") && !sources.includes("https:") && !sources.includes("data:"));
    assert.equal(scriptHash("alert(1)"), "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  test("Trusted Types are enforced, naming exactly the site's policies", () => {
    const headers = new Map(securityHeaders(input));
    assert.ok(!headers.has("Content-Security-Policy-Report-Only"));
    assert.deepEqual(csp["require-trusted-types-for"], ["'script'"]);
    assert.deepEqual(
      [...(csp["trusted-types"] ?? [])].sort(),
      Object.values(TRUSTED_TYPES_POLICIES).sort(),
    );
    assert.ok(!csp["trusted-types"]?.includes("'allow-duplicates'"));
    // The inline loader creates the policy the header names for it.
    assert.ok(SCRIPT_LOADER.includes(`createPolicy("${TRUSTED_TYPES_POLICIES.loader}"`));
  });

  test("the script URLs the site's code inserts are on the policy's script hosts", () => {
    for (const url of Object.values(OUTSIDE_SCRIPTS)) {
      const origin = new URL(url).origin;
      assert.ok([...STRIPE.script, ...ANALYTICS.script].includes(origin), origin);
    }
  });

  test("frame-src lists the origin of each recommendation with allowed: true in content/", () => {
    // The 14 of the sample content are all on es.wikipedia.org.
    assert.deepEqual(frameOrigins(CONTENT, ENV.GATSBY_SITE_URL), ["https://es.wikipedia.org"]);
    assert.ok(csp["frame-src"]?.includes("https://es.wikipedia.org"));
    const other = frameOrigins(section("otra", "https://www.feldenkrais.com/metodo", true));
    assert.deepEqual(other, ["https://www.feldenkrais.com"]);
    assert.equal(frameOrigins(section("ninguna", "https://ejemplo.org/", false)).length, 0);
  });

  test("analytics (GA4) only when GATSBY_ANALYTICS_ID is set", () => {
    for (const origin of ANALYTICS.script) assert.ok(!csp["script-src"]?.includes(origin));
    const withGa = directives(
      contentSecurityPolicy(inputFromEnv({ ...ENV, GATSBY_ANALYTICS_ID: "G-ABC123" }, [])),
    );
    for (const origin of ANALYTICS.script) assert.ok(withGa["script-src"]?.includes(origin));
    for (const origin of ANALYTICS.connect) assert.ok(withGa["connect-src"]?.includes(origin));
    for (const origin of ANALYTICS.img) assert.ok(withGa["img-src"]?.includes(origin));
  });

  test("without GATSBY_API_URL or with a misspelt origin there is no policy", () => {
    assert.throws(() => inputFromEnv({}, []), /GATSBY_API_URL is missing/);
    assert.throws(
      () => inputFromEnv({ ...ENV, TILE_ORIGINS: "https://x.org'; script-src *" }, []),
      /is not an origin/,
    );
  });
});

describe("a recommendation in a frame must be https and cross-origin", () => {
  test("the rule", () => {
    assert.equal(
      unsafeFrameReason("https://es.wikipedia.org/wiki/Yoga", ENV.GATSBY_SITE_URL),
      null,
    );
    assert.match(unsafeFrameReason("http://es.wikipedia.org/wiki/Yoga") ?? "", /https/);
    assert.match(
      unsafeFrameReason("https://www.ikyyoga.com/about/", ENV.GATSBY_SITE_URL) ?? "",
      /mismo origen/,
    );
    assert.match(unsafeFrameReason("/about/") ?? "", /absoluta/);
  });

  test("the offending file is named, and the policy is not generated", () => {
    const dir = section("mala", "http://ejemplo.org/", true);
    const problems = unsafeRecommendations(dir);
    assert.equal(problems.length, 1);
    assert.match(problems[0] ?? "", /mala\/01-a\.md/);
    assert.throws(() => frameOrigins(dir), /mala\/01-a\.md.*https/);
    assert.throws(
      () => renderConfig({ ...ENV, CONTENT_DIR: dir }),
      /mala\/01-a\.md/,
      "nor does nginx",
    );
  });
});

describe("nginx and the CDN: the same policy", () => {
  const input = inputFromEnv(ENV, frameOrigins(CONTENT, ENV.GATSBY_SITE_URL));
  const nginx = renderConfig(ENV);
  const headers = renderHeaders(input);

  test("the same security headers, with the same value, in both", () => {
    for (const [name, value] of securityHeaders(input)) {
      assert.ok(headers.includes(`\n  ${name}: ${value}\n`), `_headers: ${name}`);
      const quoted = value.replace(/"/g, '\\"');
      assert.ok(nginx.includes(`add_header ${name} "${quoted}" always;`), `nginx: ${name}`);
    }
  });

  test("HSTS: on the CDN (https only) and in nginx's https server, never over plain http", () => {
    const hsts = `${HSTS[0]}: ${HSTS[1]}`;
    assert.ok(headers.includes(`\n  ${hsts}\n`));
    assert.ok(headers.startsWith("# Generated") && headers.includes("# TLS is the CDN's"));
    assert.ok(!nginx.includes(HSTS[0]), "plain http sends no HSTS");
    assert.ok(!nginx.includes("ssl_certificate"));
    const tls = renderConfig({
      ...ENV,
      TLS_CERTIFICATE: "/etc/iky/fullchain.pem",
      TLS_CERTIFICATE_KEY: "/etc/iky/privkey.pem",
      ACME_ROOT: "/var/lib/acme",
    });
    const [plainServer = "", httpsServer = ""] = tls.split(/^server \{$/m).slice(1);
    assert.match(plainServer, /listen 80;/);
    assert.match(plainServer, /return 301 https:\/\/\$host\$request_uri;/);
    assert.match(
      plainServer,
      /location \^~ \/\.well-known\/acme-challenge\/ \{\n\s+root \/var\/lib\/acme;/,
    );
    assert.ok(!plainServer.includes(HSTS[0]));
    assert.match(httpsServer, /listen 443 ssl http2;/);
    assert.match(httpsServer, /ssl_certificate \/etc\/iky\/fullchain\.pem;/);
    assert.match(httpsServer, /ssl_protocols TLSv1\.2 TLSv1\.3;/);
    assert.ok(httpsServer.includes(`add_header ${HSTS[0]} "${HSTS[1]}" always;`));
    // Everything else of the policy, as over http.
    for (const [name, value] of securityHeaders(input)) {
      assert.ok(httpsServer.includes(`add_header ${name} "${value.replace(/"/g, '\\"')}" always;`));
    }
    assert.throws(
      () => renderConfig({ ...ENV, TLS_CERTIFICATE: "/etc/iky/fullchain.pem" }),
      /go together/,
    );
    assert.throws(
      () => renderConfig({ ...ENV, TLS_CERTIFICATE: "cert.pem", TLS_CERTIFICATE_KEY: "/k.pem" }),
      /absolute path/,
    );
  });

  test("the CSP fits one _headers line, with analytics and every frame origin", () => {
    const full = inputFromEnv({ ...ENV, GATSBY_ANALYTICS_ID: "G-ABC123" }, input.frameOrigins);
    const line = `  Content-Security-Policy: ${contentSecurityPolicy(full)}`;
    assert.ok(line.length < HEADER_LINE_LIMIT / 2, `${line.length} characters`);
    const huge = {
      ...full,
      frameOrigins: Array.from({ length: 80 }, (_, i) => `https://s${i}.example.org`),
    };
    assert.throws(() => renderHeaders(huge), /_headers: a line of \d+ characters/);
  });

  test("each cache rule in both (in nginx the last rule wins, as in _headers)", () => {
    const start = nginx.indexOf("map $uri");
    const map = nginx.slice(start, nginx.indexOf("}", start));
    const order = CACHE_RULES.map((rule) =>
      map.indexOf(`"~${pathRegex(rule.path, { open: true }).replace(/\\/g, "\\\\")}"`),
    );
    assert.ok(
      order.every((i) => i > 0),
      map,
    );
    assert.deepEqual(
      [...order].sort((a, b) => b - a),
      order,
    );
    assert.ok(map.includes(`default "${REVALIDATE}"`));
    for (const rule of CACHE_RULES) {
      assert.ok(
        headers.includes(`${rule.path}\n  ! Cache-Control\n  Cache-Control: ${rule.value}`),
      );
    }
    assert.ok(headers.includes(`Cache-Control: ${IMMUTABLE}`));
  });

  test("client-only routes: try_files in nginx, a 200 rewrite in _redirects", () => {
    const publicDir = path.join(temp, "public");
    mkdirSync(path.join(publicDir, "events", "41"), { recursive: true });
    mkdirSync(path.join(publicDir, "events", "[id]"), { recursive: true });
    writeFileSync(path.join(publicDir, "events", "41", "index.html"), "<!doctype html>");
    writeFileSync(path.join(publicDir, "events", "[id]", "index.html"), "<!doctype html>");
    const { text } = renderRedirects(publicDir);
    for (const route of CLIENT_ONLY_ROUTES) {
      assert.ok(nginx.includes(`"${route.to}index.html" =404;`), `nginx: ${route.from}`);
      assert.ok(text.includes(`\n${route.from}  ${route.to}  200\n`), `_redirects: ${route.from}`);
    }
    // Cloudflare follows a rule even where a file exists: the prebuilt page first, as itself.
    assert.ok(text.indexOf("/events/41/  /events/41/  200") < text.indexOf("/events/:id/"));
    assert.ok(!text.includes("/events/[id]/  /events/[id]/"));
    assert.ok(text.includes("/events/:id  /events/:id/  301"));
  });

  test("a missing path under /en/ gets the English 404 page, every other the Spanish one", () => {
    assert.ok(nginx.includes("error_page 404 $iky_not_found;"));
    const map = nginx.slice(nginx.indexOf("map $uri $iky_not_found"));
    assert.ok(map.includes('"~^/en/" "/en/404.html";'), map.slice(0, 200));
    assert.ok(map.includes('default "/404.html";'));
    // And the English client-only routes are there, beside the Spanish ones.
    assert.ok(CLIENT_ONLY_ROUTES.some((route) => route.matchPath === "/en/events/:id"));
  });

  test(".ics as text/calendar in both", () => {
    assert.ok(
      headers.includes("/*.ics\n  ! Content-Type\n  Content-Type: text/calendar; charset=utf-8"),
    );
    assert.ok(nginx.includes('default_type "text/calendar; charset=utf-8";'));
  });
});
