// The editors' admin (/admin/, Sveltia CMS): what an editor's browser downloads, gzip-compressed
// as a static host sends it (the fonts are woff2, compressed already), and a check that no public
// page loads any of it (the admin's weight is the editors' alone, never the visitors').
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * @param {string} publicDir the build
 * @returns {{ scriptsGzipBytes: number, scriptsBytes: number, fontsBytes: number,
 *   totalBytes: number, files: Record<string, number>, publicPagesLoadingAdmin: string[] }
 *   | { skipped: string }}
 */
export function measureAdmin(publicDir) {
  const dir = path.join(publicDir, "admin");
  if (!existsSync(path.join(dir, "index.html"))) {
    return { skipped: "no admin in this build (CMS_FORGE_URL unset)" };
  }
  /** @type {Record<string, number>} */
  const files = {};
  let scriptsGzipBytes = 0;
  let scriptsBytes = 0;
  let fontsBytes = 0;
  for (const name of readdirSync(dir, { recursive: true }).map(String).sort()) {
    const file = path.join(dir, name);
    if (!/\.(js|html|woff2)$/.test(name)) continue;
    const bytes = readFileSync(file);
    if (name.endsWith(".woff2")) {
      fontsBytes += bytes.length;
      files[name] = bytes.length;
    } else {
      const gzipped = gzipSync(bytes, { level: 9 }).length;
      scriptsGzipBytes += gzipped;
      scriptsBytes += bytes.length;
      files[name] = gzipped;
    }
  }
  const publicPagesLoadingAdmin = readdirSync(publicDir, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith(".html") && !name.startsWith(`admin${path.sep}`))
    .filter((name) => statSync(path.join(publicDir, name)).isFile())
    .filter((name) =>
      /<script[^>]+src=["']?\/admin\//.test(readFileSync(path.join(publicDir, name), "utf8")),
    );
  return {
    scriptsGzipBytes,
    scriptsBytes,
    fontsBytes,
    totalBytes: scriptsGzipBytes + fontsBytes,
    files,
    publicPagesLoadingAdmin,
  };
}
