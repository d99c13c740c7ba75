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
  REVALIDATE,
  inputFromEnv,
  securityHeaders,
} from "../policy.mjs";
import { CONTENT_SECTIONS, frameOrigins } from "../site-content.mjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const TEMPLATE = path.join(HERE, "iky-yoga.conf.template");

export const DEFAULTS = {
  LISTEN: "80",
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
 * The server block's parts that come from the policy.
 * @param {import("../policy.mjs").PolicyInput} input
 */
export function policyBlocks(input) {
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
  const headers = securityHeaders(input)
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
    ...adminSecurityHeaders(input).map(
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
 *   EXTRA_*_SRC, CSP_REPORT_URI, CONTENT_DIR (content/sections by default)
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
  /** @type {Record<string, string>} */
  const values = {
    LISTEN: plain("LISTEN", v.LISTEN),
    SERVER_NAME: plain("SERVER_NAME", v.SERVER_NAME),
    SITE_ROOT: root,
    WEBHOOK_UPSTREAM: plain("WEBHOOK_UPSTREAM", v.WEBHOOK_UPSTREAM),
    ...policyBlocks(inputFromEnv(v, frames)),
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
