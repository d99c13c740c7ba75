// A static server for the built site that answers as `gatsby serve` does (for `npm run serve`,
// `npm start`, the bench and the browser tests): files as they are, uncompressed,
// `/about` → 301 `/about/` (trailingSlash "always"), client-only routes (`/events/:id`,
// `/confirm/*`) from the build's match paths, and public/404.html with status 404 otherwise.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { HASH_PATTERN, NOT_FOUND_PAGES } from "../../deploy/policy.mjs";

/** @type {Record<string, string>} */
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".otf": "font/otf",
  ".eot": "application/vnd.ms-fontobject",
  ".pdf": "application/pdf",
  ".ics": "text/calendar; charset=utf-8",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
};

// Gatsby's caching advice: hashed assets forever, HTML and page data always revalidated.
const IMMUTABLE = new RegExp(String.raw`^/static/|^/[\w-]+-${HASH_PATTERN}\.(js|css)$`);

/**
 * @typedef {{ path: string, matchPath: string }} MatchPath
 * @param {{ publicDir?: string, port?: number, host?: string,
 *   trailingSlash?: "always" | "never" | "ignore", matchPaths?: MatchPath[] }} [options]
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function startSite({
  publicDir = "public",
  port = 0,
  host = "127.0.0.1",
  trailingSlash = "always",
  matchPaths,
} = {}) {
  const root = path.resolve(publicDir);
  if (!existsSync(path.join(root, "index.html"))) {
    throw new Error(`No built site in ${root} (index.html is missing): run \`npm run build\`.`);
  }
  const routes = matchPaths ?? readMatchPaths(root);

  const server = http.createServer((req, res) => {
    handle(req, res, { root, routes, trailingSlash }).catch((error) => {
      if (!res.headersSent) res.writeHead(500, { "content-type": TYPES[".txt"] });
      res.end(`Internal error: ${error.message}`);
    });
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const actualPort = /** @type {import("node:net").AddressInfo} */ (server.address()).port;
  const urlHost = host.includes(":") ? `[${host}]` : host;

  return {
    url: `http://${urlHost}:${actualPort}`,
    port: actualPort,
    close: () =>
      new Promise((/** @type {(value?: undefined) => void} */ resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * Ends the process on Ctrl-C or SIGTERM once `stop` has run: how every script that serves the
 * site (npm start, npm run serve, the preview, the browser tests' server) shuts down.
 * @param {() => unknown} stop closes the server and whatever else the script started
 */
export function exitOnSignal(stop) {
  const exit = () => Promise.resolve(stop()).then(() => process.exit(0));
  process.once("SIGINT", exit);
  process.once("SIGTERM", exit);
}

/**
 * @typedef {import("node:http").IncomingMessage} Req
 * @typedef {import("node:http").ServerResponse} Res
 * @param {Req} req
 * @param {Res} res
 * @param {{ root: string, routes: MatchPath[], trailingSlash: "always" | "never" | "ignore" }} options
 */
async function handle(req, res, { root, routes, trailingSlash }) {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { allow: "GET, HEAD", "content-type": TYPES[".txt"] });
    res.end("Method not allowed");
    return;
  }
  const url = new URL(req.url ?? "/", "http://localhost");
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return notFound(req, res, root);
  }
  const filePath = path.join(root, pathname);
  if (filePath !== root && !filePath.startsWith(root + path.sep)) return notFound(req, res, root);

  const file = await statOrNull(filePath);
  if (file?.isFile()) return send(req, res, filePath, 200, pathname);

  const lastSegment = pathname.split("/").pop() ?? "";
  const index = path.join(filePath, "index.html");
  if (!lastSegment.includes(".") && (await statOrNull(index))?.isFile()) {
    const hasSlash = pathname.endsWith("/");
    if (!hasSlash && trailingSlash !== "never" && trailingSlash !== "ignore") {
      return redirect(res, `${url.pathname}/${url.search}`);
    }
    if (hasSlash && pathname !== "/" && trailingSlash === "never") {
      return redirect(res, `${url.pathname.slice(0, -1)}${url.search}`);
    }
    return send(req, res, index, 200, pathname);
  }

  if (acceptsHtml(req)) {
    const route = routes.find(({ matchPath }) => matches(matchPath, pathname));
    if (route) {
      const page = path.join(root, route.path, "index.html");
      if ((await statOrNull(page))?.isFile()) return send(req, res, page, 200, pathname);
    }
  }
  return notFound(req, res, root);
}

/** @param {Req} req @param {Res} res @param {string} root */
async function notFound(req, res, root) {
  // The not-found page of the address's language, as nginx and the CDN serve it.
  const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
  const notFoundPage = NOT_FOUND_PAGES.find(({ prefix }) => pathname.startsWith(prefix));
  const served = notFoundPage?.page ?? "/404.html";
  const page = path.join(root, served);
  if (acceptsHtml(req) && (await statOrNull(page))?.isFile()) {
    return send(req, res, page, 404, served);
  }
  res.writeHead(404, { "content-type": TYPES[".txt"] });
  res.end(req.method === "HEAD" ? undefined : "Not found");
}

/**
 * @param {Req} req
 * @param {Res} res
 * @param {string} filePath
 * @param {number} status
 * @param {string} pathname
 */
async function send(req, res, filePath, status, pathname) {
  const body = await readFile(filePath);
  const type = TYPES[path.extname(filePath).toLowerCase()] ?? "application/octet-stream";
  const cacheControl = IMMUTABLE.test(pathname)
    ? "public, max-age=31536000, immutable"
    : "public, max-age=0, must-revalidate";
  res.writeHead(status, {
    "content-type": type,
    "content-length": body.length,
    "cache-control": cacheControl,
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

/** @param {Res} res @param {string} location */
function redirect(res, location) {
  res.writeHead(301, { location, "content-type": TYPES[".txt"] });
  res.end(`Redirecting to ${location}`);
}

/** @param {string} filePath */
async function statOrNull(filePath) {
  try {
    return await stat(filePath);
  } catch {
    return null;
  }
}

/** As gatsby serve: client-only routes answer only requests that accept HTML. */
/** @param {Req} req */
function acceptsHtml(req) {
  const accept = req.headers.accept;
  return !accept || accept.includes("text/html") || accept.includes("*/*");
}

/**
 * The build's client-only routes, most specific first. `gatsby build` writes them to
 * `.cache/match-paths.json` beside public/; a public/ copied elsewhere still carries them in
 * each page's page-data.json.
 * @param {string} root
 * @returns {MatchPath[]}
 */
export function readMatchPaths(root) {
  const fromCache = path.join(path.dirname(root), ".cache", "match-paths.json");
  if (existsSync(fromCache)) return JSON.parse(readFileSync(fromCache, "utf8"));

  const pageData = path.join(root, "page-data");
  if (!existsSync(pageData)) return [];
  const routes = [];
  for (const entry of readdirSync(pageData, { recursive: true })) {
    if (path.basename(String(entry)) !== "page-data.json") continue;
    const data = JSON.parse(readFileSync(path.join(pageData, String(entry)), "utf8"));
    if (data.matchPath) routes.push({ path: data.path, matchPath: data.matchPath });
  }
  return routes.sort((a, b) => rank(b.matchPath) - rank(a.matchPath));
}

const segments = (/** @type {string} */ p) => p.replace(/(^\/+|\/+$)/g, "").split("/");
const isSplat = (/** @type {string | undefined} */ segment) => segment?.startsWith("*") ?? false;

/** Route ranking of @reach/router (Gatsby's router): static > dynamic > splat. */
/** @param {string} matchPath */
function rank(matchPath) {
  return segments(matchPath).reduce((score, segment) => {
    if (segment === "") return score + 5;
    if (segment.startsWith(":")) return score + 6;
    if (isSplat(segment)) return score - 1;
    return score + 7;
  }, 0);
}

/** Same matching as @reach/router's `match`: `:param` is one segment, `*` the rest (or none). */
/** @param {string} matchPath @param {string} pathname */
export function matches(matchPath, pathname) {
  const route = segments(matchPath);
  const uri = segments(pathname);
  const max = Math.max(route.length, uri.length);
  for (let i = 0; i < max; i += 1) {
    const routeSegment = route[i];
    const uriSegment = uri[i];
    if (isSplat(routeSegment)) return true;
    if (routeSegment === undefined || uriSegment === undefined) return false;
    if (routeSegment.startsWith(":") && uri[0] !== "") continue;
    if (routeSegment !== uriSegment) return false;
  }
  return true;
}

/**
 * A port that is free right now: listen on 0, read it, close.
 * @param {string} [host]
 * @returns {Promise<number>}
 */
export function freePort(host = "127.0.0.1") {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once("error", reject);
    server.listen(0, host, () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}
