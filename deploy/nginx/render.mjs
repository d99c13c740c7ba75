// Renders iky-yoga.conf.template into a working nginx server block, from the one policy of
// deploy/policy.mjs (the CDN's _headers and _redirects come from the same data).
//
//   SITE_ROOT=/srv/iky/webhook-data/current GATSBY_API_URL=https://api.ikyyoga.com \
//     node deploy/nginx/render.mjs > /etc/nginx/conf.d/iky-yoga.conf
//
// The CSP is derived from the build's own settings (GATSBY_API_URL, GATSBY_MAP_TILE_URL,
// GATSBY_ANALYTICS_ID) and from content/ (the recommendations shown in a frame); see
// docs/deploy.md. Values are checked: one stray quote or semicolon would break the config.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  ADMIN_PATH,
  CACHE_RULES,
  CLIENT_ONLY_ROUTES,
  adminSecurityHeaders,
  NOT_FOUND_PAGES,
  CONTENT_TYPES,
  HSTS,
  REVALIDATE,
  inputFromEnv,
  securityHeaders,
} from "../policy.mjs";
import { CONTENT_SECTIONS, frameOrigins } from "../site-content.mjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const TEMPLATE = path.join(HERE, "iky-yoga.conf.template");

export const DEFAULTS = {
  LISTEN: "80",
  TLS_LISTEN: "443",
  SERVER_NAME: "_",
  WEBHOOK_UPSTREAM: "127.0.0.1:9010",
};

const SAFE = /^[^;"'{}\\\s$][^;"'{}\\$]*$/;

/**
 * @param {string} name
 * @param {string | undefined} value
 */
function plain(name, value) {
  const text = String(value ?? "").trim();
  if (!SAFE.test(text)) throw new Error(`${name}: empty value or invalid characters: "${text}".`);
  return text;
}

/**
 * An nginx quoted string. `$name` would be read as a variable, so it is refused (a regex's
 * closing `$` is fine).
 * @param {string} value
 */
export function nginxString(value) {
  if (/\$[A-Za-z_{]/.test(value))
    throw new Error(`A value with "$" cannot go into nginx: ${value}`);
  return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/**
 * A `_headers`/`_redirects` path (`*` anything, `:name` one segment) as an nginx regex.
 * @param {string} pattern
 * @param {{ open?: boolean }} [options] open: match a prefix only (for `map`)
 */
export function pathRegex(pattern, { open = false } = {}) {
  let regex = "^";
  for (const part of pattern.split(/(\*|:[a-z]+)/i)) {
    if (part === "*") regex += ".*";
    else if (part.startsWith(":")) regex += "[^/]+";
    else regex += part.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  }
  if (regex.endsWith(".*")) return open ? regex.slice(0, -2) : `${regex}$`;
  return `${regex}$`;
}

/**
 * The https parts, when TLS_CERTIFICATE and TLS_CERTIFICATE_KEY are set: the site's server
 * listens with TLS on TLS_LISTEN and sends HSTS; a plain-http server on LISTEN sends every
 * request to https (301), except the ACME challenges of a certificate's renewal, served from
 * ACME_ROOT when it is set. Without them the site is served over plain http on LISTEN (behind a
 * proxy that terminates TLS, or in the tests), with no HSTS: browsers ignore it over http.
 * @param {Record<string, string | undefined>} v the settings
 * @returns {{ HTTP_REDIRECT: string, LISTEN_LINES: string, TLS: string, https: boolean }}
 */
export function tlsBlocks(v) {
  const certificate = v.TLS_CERTIFICATE?.trim();
  const key = v.TLS_CERTIFICATE_KEY?.trim();
  if (!certificate && !key) {
    return {
      HTTP_REDIRECT: "",
      LISTEN_LINES: `    listen ${plain("LISTEN", v.LISTEN)};`,
      TLS: "",
      https: false,
    };
  }
  if (!certificate || !key) {
    throw new Error("TLS_CERTIFICATE and TLS_CERTIFICATE_KEY go together: set both, or neither.");
  }
  for (const [name, file] of /** @type {[string, string][]} */ ([
    ["TLS_CERTIFICATE", certificate],
    ["TLS_CERTIFICATE_KEY", key],
  ])) {
    if (!path.isAbsolute(plain(name, file))) {
      throw new Error(`${name} must be an absolute path (value: "${file}").`);
    }
  }
  const acme = v.ACME_ROOT?.trim();
  if (acme && !path.isAbsolute(plain("ACME_ROOT", acme))) {
    throw new Error(`ACME_ROOT must be an absolute path (value: "${acme}").`);
  }
  const serverName = plain("SERVER_NAME", v.SERVER_NAME);
  const tlsListen = plain("TLS_LISTEN", v.TLS_LISTEN);
  // The https port in the redirect only when it is not https's own (a test's server).
  const tlsPort = /(\d+)$/.exec(tlsListen)?.[1] ?? "443";
  const portSuffix = tlsPort === "443" ? "" : `:${tlsPort}`;
  const redirect = [
    "# Plain http: every request goes to https, with its path and query.",
    "server {",
    `    listen ${plain("LISTEN", v.LISTEN)};`,
    `    server_name ${serverName};`,
    "    server_tokens off;",
    ...(acme
      ? [
          "    # A certificate's renewal (ACME http-01) answers over plain http.",
          "    location ^~ /.well-known/acme-challenge/ {",
          `        root ${acme};`,
          "    }",
        ]
      : []),
    "    location / {",
    `        return 301 https://$host${portSuffix}$request_uri;`,
    "    }",
    "}",
  ].join("\n");
  const tls = [
    `    ssl_certificate ${certificate};`,
    `    ssl_certificate_key ${key};`,
    // Mozilla's "intermediate" configuration (ssl-config.mozilla.org): TLS 1.2 and 1.3, forward-
    // secret AEAD ciphers only; the client's order, as every cipher left is strong.
    "    ssl_protocols TLSv1.2 TLSv1.3;",
    "    ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305;",
    "    ssl_prefer_server_ciphers off;",
    "    ssl_session_timeout 1d;",
    "    ssl_session_cache shared:IkySSL:10m;",
    "    ssl_session_tickets off;",
  ].join("\n");
  return {
    HTTP_REDIRECT: redirect,
    // `ssl http2` on the listen line: nginx 1.22 (Debian 12) knows no `http2 on;`.
    LISTEN_LINES: `    listen ${tlsListen} ssl http2;`,
    TLS: tls,
    https: true,
  };
}

/**
 * The server block's parts that come from the policy.
 * @param {import("../policy.mjs").PolicyInput} input
 * @param {{ https?: boolean }} [options] https: the block is served over TLS (adds HSTS)
 */
export function policyBlocks(input, { https = false } = {}) {
  const cacheMap = [
    `    default ${nginxString(REVALIDATE)};`,
    // nginx's map takes the first regex that matches; the policy's last rule wins.
    ...[...CACHE_RULES]
      .reverse()
      .map(
        (rule) =>
          `    ${nginxString(`~${pathRegex(rule.path, { open: true })}`)} ${nginxString(rule.value)};`,
      ),
  ].join("\n");
  const headers = [...securityHeaders(input), ...(https ? [HSTS] : [])]
    .map(([name, value]) => `    add_header ${name} ${nginxString(value)} always;`)
    .join("\n");
  const clientOnly = CLIENT_ONLY_ROUTES.map(
    (route) =>
      `    location ~ ${nginxString(pathRegex(route.from))} {\n` +
      `        try_files $uri $uri/index.html ${nginxString(`${route.to}index.html`)} =404;\n` +
      "    }",
  ).join("\n");
  const types = CONTENT_TYPES.map(
    ({ extension, type }) =>
      `    location ~ ${nginxString(`\\.${extension}$`)} {\n` +
      "        types { }\n" +
      `        default_type ${nginxString(type)};\n` +
      "        try_files $uri =404;\n" +
      "    }",
  ).join("\n");
  // The first prefix that matches wins: nginx's map tries regexes in order; `/` is the default.
  const notFound = NOT_FOUND_PAGES.map(({ prefix, page }) =>
    prefix === "/"
      ? `    default ${nginxString(page)};`
      : `    ${nginxString(`~^${prefix}`)} ${nginxString(page)};`,
  ).join("\n");
  // nginx drops the server's add_header lines in a location that has its own: the admin's
  // location lists its headers alone, Cache-Control included.
  const admin = [
    `    location ^~ ${ADMIN_PATH} {`,
    "        add_header Cache-Control $iky_cache_control always;",
    ...[...adminSecurityHeaders(input), ...(https ? [HSTS] : [])].map(
      ([name, value]) => `        add_header ${name} ${nginxString(value)} always;`,
    ),
    "        try_files $uri $uri/index.html =404;",
    "    }",
  ].join("\n");
  return {
    ADMIN: admin,
    CACHE_MAP: cacheMap,
    NOT_FOUND_MAP: notFound,
    HEADERS: headers,
    CLIENT_ONLY: clientOnly,
    CONTENT_TYPES: types,
  };
}

/**
 * @param {Record<string, string | undefined>} input SITE_ROOT, GATSBY_API_URL (or API_ORIGIN),
 *   GATSBY_MAP_TILE_URL, GATSBY_ANALYTICS_ID, GATSBY_SITE_URL, the DEFAULTS' keys, TILE_ORIGINS,
 *   EXTRA_*_SRC, CSP_REPORT_URI, CONTENT_DIR (content/sections by default), and for https
 *   TLS_CERTIFICATE, TLS_CERTIFICATE_KEY (absolute paths), TLS_LISTEN, ACME_ROOT (tlsBlocks)
 * @returns {string} the nginx configuration
 */
export function renderConfig(input) {
  /** @type {Record<string, string | undefined>} */
  const v = {
    ...DEFAULTS,
    ...Object.fromEntries(Object.entries(input).filter(([, x]) => x !== undefined)),
  };
  const root = plain("SITE_ROOT", v.SITE_ROOT);
  if (!path.isAbsolute(root))
    throw new Error(`SITE_ROOT must be an absolute path (value: "${root}").`);
  const frames = frameOrigins(v.CONTENT_DIR || CONTENT_SECTIONS, v.GATSBY_SITE_URL);
  const { https, ...tls } = tlsBlocks(v);
  /** @type {Record<string, string>} */
  const values = {
    ...tls,
    SERVER_NAME: plain("SERVER_NAME", v.SERVER_NAME),
    SITE_ROOT: root,
    WEBHOOK_UPSTREAM: plain("WEBHOOK_UPSTREAM", v.WEBHOOK_UPSTREAM),
    ...policyBlocks(inputFromEnv(v, frames), { https }),
  };
  const template = readFileSync(TEMPLATE, "utf8");
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (match, key) => {
    const value = values[key];
    if (value === undefined) throw new Error(`Unknown placeholder in the template: ${match}`);
    return value;
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    process.stdout.write(renderConfig(process.env));
  } catch (error) {
    console.error(`[nginx] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
