// The nginx configuration renderer (deploy/nginx/render.mjs), fast: values are checked,
// every placeholder is filled, and Debian's nginx accepts the result (`nginx -t`). The full
// smoke test through a running nginx is e2e/nginx.spec.ts.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "node:test";
import { renderConfig } from "../deploy/nginx/render.mjs";

const NGINX = process.env.NGINX_PATH || "/usr/sbin/nginx";
const base = { SITE_ROOT: "/srv/iky/webhook-data/current", API_ORIGIN: "https://api.ikyyoga.com" };

test("the template is filled in, with the CSP of the given origins", () => {
  const config = renderConfig({
    ...base,
    EXTRA_FRAME_SRC: "https://www.youtube-nocookie.com",
    CSP_REPORT_URI: "/csp-report",
  });
  assert.doesNotMatch(config, /\{\{|\}\}/);
  const csp = config.match(/Content-Security-Policy "([^"]+)"/)?.[1] ?? "";
  assert.match(csp, /connect-src 'self' https:\/\/api\.ikyyoga\.com https:\/\/api\.stripe\.com/);
  assert.match(csp, /img-src [^;]*https:\/\/tile\.openstreetmap\.org/);
  assert.match(csp, /frame-src [^;]*https:\/\/www\.youtube-nocookie\.com/);
  assert.match(csp, /; report-uri \/csp-report$/);
  assert.match(config, /root \/srv\/iky\/webhook-data\/current;/);
});

test("values that would break the header or the configuration are refused with a clear message", () => {
  assert.throws(() => renderConfig({ SITE_ROOT: base.SITE_ROOT }), /GATSBY_API_URL is missing/);
  assert.throws(
    () => renderConfig({ ...base, API_ORIGIN: "https://api.ikyyoga.com/api" }),
    /is not an origin/,
  );
  assert.throws(
    () => renderConfig({ ...base, EXTRA_SCRIPT_SRC: "https://x.org; script-src *" }),
    /is not an origin/,
  );
  assert.throws(() => renderConfig({ ...base, SITE_ROOT: "relativa/current" }), /absolute path/);
  assert.throws(
    () => renderConfig({ ...base, SERVER_NAME: 'a"; return 200' }),
    /invalid characters/,
  );
});

test("nginx -t accepts the generated configuration", () => {
  assert.ok(existsSync(NGINX), `nginx not found at ${NGINX} (apt-get install -y nginx)`);
  const dir = mkdtempSync(path.join(os.tmpdir(), "iky-nginx-t-"));
  try {
    mkdirSync(path.join(dir, "current"));
    writeFileSync(
      path.join(dir, "site.conf"),
      renderConfig({ ...base, SITE_ROOT: path.join(dir, "current"), LISTEN: "127.0.0.1:8099" }),
    );
    writeFileSync(
      path.join(dir, "nginx.conf"),
      `pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir};
  uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  include ${dir}/site.conf;
}
`,
    );
    const args = ["-t", "-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", `${dir}/error.log`];
    const result = spawnSync(NGINX, args, { encoding: "utf8" });
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stderr, /syntax is ok/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
