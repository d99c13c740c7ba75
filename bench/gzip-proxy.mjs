// Compression in front of the test server (scripts/lib/static-server.mjs sends files as they are). Every host
// the site is published on compresses text (docs/deploy.md's nginx, hosted static platforms),
// so Lighthouse must see compressed responses too, or its figures blame the bench's server
// instead of the site. Compressed bodies are cached by path and length, so compressing costs
// no time after the first request and does not show up as server time.
import http from "node:http";
import { gzipSync } from "node:zlib";

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * @param {{ target: string, port: number, host: string }} options target: the site's origin
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startGzipProxy({ target, port, host }) {
  const origin = new URL(target);
  /** @type {Map<string, Buffer>} */
  const cache = new Map();
  const server = http.createServer((req, res) => {
    const headers = { ...req.headers, host: origin.host };
    delete headers["accept-encoding"];
    const upstream = http.request(
      { hostname: origin.hostname, port: origin.port, path: req.url, method: req.method, headers },
      (answer) => {
        /** @type {Buffer[]} */
        const chunks = [];
        answer.on("data", (/** @type {Buffer} */ chunk) => chunks.push(chunk));
        answer.on("end", () => {
          const body = Buffer.concat(chunks);
          const out = { ...answer.headers };
          // The whole body is in hand: it goes out with its length, never chunked.
          delete out["transfer-encoding"];
          delete out.connection;
          out["content-length"] = String(body.length);
          const type = String(out["content-type"] ?? "");
          const wantsGzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
          if (wantsGzip && COMPRESSIBLE.test(type) && body.length > 1024) {
            const key = `${req.url} ${body.length}`;
            let zipped = cache.get(key);
            if (!zipped) {
              zipped = gzipSync(body);
              cache.set(key, zipped);
            }
            out["content-encoding"] = "gzip";
            out["content-length"] = String(zipped.length);
            out.vary = "Accept-Encoding";
            res.writeHead(answer.statusCode ?? 200, out);
            res.end(req.method === "HEAD" ? undefined : zipped);
            return;
          }
          res.writeHead(answer.statusCode ?? 200, out);
          res.end(req.method === "HEAD" ? undefined : body);
        });
      },
    );
    upstream.on("error", (error) => {
      res.writeHead(502, { "content-type": "text/plain; charset=utf-8" });
      res.end(`Proxy: ${error.message}`);
    });
    req.pipe(upstream);
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const { port: actualPort } = /** @type {import("node:net").AddressInfo} */ (server.address());
  return {
    url: `http://${host}:${actualPort}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
