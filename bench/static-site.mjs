// The built site served as `gatsby serve` serves it, for the bench's own measurements (the
// compression is bench/gzip-proxy.mjs, in front of it): files as they are, `/about` → 301
// `/about/`, client-only routes (`/events/:id`, `/confirm/*`) from the build's match paths,
// public/404.html with status 404 otherwise. The bench keeps its own server: the browser tests'
// servers belong to e2e/ and change with it.
import { existsSync, readFileSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import path from "node:path";

/** @type {Record<string, string>} */
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
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
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".pdf": "application/pdf",
};
const TEXT = "text/plain; charset=utf-8";

// Gatsby's caching advice: hashed assets forever, HTML and page data always revalidated.
const IMMUTABLE = /^\/static\/|^\/[\w-]+-[0-9a-f]{16,}\.(js|css)$/;

/** A port nobody listens on now. */
export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const { port } = /** @type {net.AddressInfo} */ (server.address());
  await new Promise((resolve) => server.close(() => resolve(undefined)));
  return port;
}

/**
 * @typedef {{ matchPath: string, path: string }} MatchPath
 * @param {string} root public/
 * @returns {MatchPath[]} the client-only routes `gatsby build` wrote beside public/
 */
function matchPaths(root) {
  const file = path.join(path.dirname(root), ".cache", "match-paths.json");
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : [];
}

/** @param {string} pattern e.g. "/events/:id/" or "/confirm/*" @param {string} pathname */
function matches(pattern, pathname) {
  const parts = (/** @type {string} */ p) => p.replace(/(^\/+|\/+$)/g, "").split("/");
  const want = parts(pattern);
  const got = parts(pathname);
  for (let i = 0; i < want.length; i += 1) {
    const segment = want[i] ?? "";
    if (segment.startsWith("*")) return true;
    if (got[i] === undefined) return false;
    if (!segment.startsWith(":") && segment !== got[i]) return false;
  }
  return want.length === got.length;
}

/** @param {string} file */
async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * @param {{ publicDir: string, port?: number, host?: string }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startStaticSite({ publicDir, port = 0, host = "127.0.0.1" }) {
  const root = path.resolve(publicDir);
  if (!existsSync(path.join(root, "index.html"))) {
    throw new Error(`No hay sitio compilado en ${root}: ejecuta \`npm run build\`.`);
  }
  const routes = matchPaths(root);

  /**
   * @param {http.ServerResponse} res
   * @param {string} file
   * @param {number} status
   * @param {string} pathname
   * @param {boolean} head
   */
  const send = async (res, file, status, pathname, head) => {
    const body = await readFile(file);
    res.writeHead(status, {
      "content-type": TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream",
      "content-length": body.length,
      "cache-control": IMMUTABLE.test(pathname)
        ? "public, max-age=31536000, immutable"
        : "public, max-age=0, must-revalidate",
    });
    res.end(head ? undefined : body);
  };

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  const handle = async (req, res) => {
    const head = req.method === "HEAD";
    const url = new URL(req.url ?? "/", "http://localhost");
    const pathname = decodeURIComponent(url.pathname);
    const file = path.join(root, pathname);
    if (file !== root && !file.startsWith(root + path.sep)) {
      res.writeHead(403, { "content-type": TEXT }).end("Prohibido");
      return;
    }
    if (await isFile(file)) return send(res, file, 200, pathname, head);
    const index = path.join(file, "index.html");
    if (!path.basename(pathname).includes(".") && (await isFile(index))) {
      if (!pathname.endsWith("/")) {
        res.writeHead(301, { location: `${url.pathname}/${url.search}` }).end();
        return;
      }
      return send(res, index, 200, pathname, head);
    }
    const route = routes.find((r) => matches(r.matchPath, pathname));
    const page = route ? path.join(root, route.path, "index.html") : null;
    if (page && (await isFile(page))) return send(res, page, 200, pathname, head);
    const notFound = path.join(root, "404.html");
    if (await isFile(notFound)) return send(res, notFound, 404, "/404.html", head);
    res.writeHead(404, { "content-type": TEXT }).end("No encontrado");
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch((/** @type {unknown} */ error) => {
      if (!res.headersSent) res.writeHead(500, { "content-type": TEXT });
      res.end(`Error interno: ${error instanceof Error ? error.message : error}`);
    });
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const { port: actual } = /** @type {net.AddressInfo} */ (server.address());
  return {
    url: `http://${host}:${actual}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
