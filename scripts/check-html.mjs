// Every built page through the W3C Nu Html Checker (npm `vnu-jar`, run with the machine's Java):
// `node scripts/check-html.mjs [public]`. Zero errors is the bar; the only messages set aside
// are three vendor CSS lines inlined into every page, named one by one below.
import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Vendor CSS that the checker's CSS grammar refuses. Each entry is one exact message.
 * @type {{ message: string, why: string }[]}
 */
export const VENDOR_CSS = [
  {
    message: "CSS: “cursor”: “hand” is not a “cursor” value.",
    why: "slick-carousel's slick.css, `cursor: hand` for Internet Explorer 5",
  },
  {
    message: "CSS: “behavior”: Property “behavior” doesn't exist.",
    why: "leaflet.css, `behavior: url(#default#VML)` for Internet Explorer's VML",
  },
  {
    message: "CSS: “mix-blend-mode”: “plus-lighter” is not a “mix-blend-mode” value.",
    why: "leaflet.css; valid CSS (Compositing Level 2) that the checker does not know yet",
  },
];

/**
 * The pages a host serves: every index.html and the 404 page (not page-data, static files,
 * or Gatsby's slice fragments under _gatsby/).
 * @param {string} publicDir
 * @returns {string[]}
 */
export function builtPages(publicDir) {
  const skip = /^(page-data|static|_gatsby|~partytown)(\/|$)/;
  return readdirSync(publicDir, { recursive: true })
    .map((entry) => String(entry).split(path.sep).join("/"))
    .filter((entry) => !skip.test(entry))
    .filter(
      (entry) =>
        entry === "404.html" ||
        entry === "en/404.html" ||
        entry === "index.html" ||
        entry.endsWith("/index.html"),
    )
    .sort()
    .map((entry) => path.join(publicDir, entry));
}

/**
 * @typedef {{ type: string, subType?: string, url?: string, message: string, firstLine?: number, lastLine?: number, firstColumn?: number, lastColumn?: number }} NuMessage
 */

/**
 * Runs the checker over the files; resolves with its error messages.
 * @param {string[]} files
 * @returns {Promise<NuMessage[]>}
 */
export function checkFiles(files) {
  const jar = /** @type {string} */ (createRequire(import.meta.url)("vnu-jar"));
  return new Promise((resolve, reject) => {
    // One short run: the JVM's first-tier compiler alone (C1) spends less than half the CPU of
    // both tiers (6.4 CPU-s against 14 on the ~90 built pages), and its larger stack frames need
    // a deeper stack than the checker's 512 KB minimum.
    const child = spawn(
      process.env.JAVA ?? "java",
      [
        "-XX:TieredStopAtLevel=1",
        "-Xss16m",
        "-jar",
        jar,
        "--format",
        "json",
        "--errors-only",
        ...files,
      ],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    /** @type {Buffer[]} */
    const output = [];
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.once("error", (error) =>
      reject(new Error(`Could not run Java for the validator (${error.message}).`)),
    );
    child.once("close", () => {
      try {
        const report = /** @type {{ messages: NuMessage[] }} */ (
          JSON.parse(Buffer.concat(output).toString("utf8"))
        );
        resolve(report.messages.filter((m) => m.type === "error" || m.subType === "fatal"));
      } catch {
        reject(new Error(Buffer.concat(output).toString("utf8").slice(0, 2000)));
      }
    });
  });
}

/**
 * @param {string} publicDir
 * @returns {Promise<{ pages: number, errors: NuMessage[], vendor: number }>}
 */
export async function checkBuild(publicDir) {
  if (!existsSync(path.join(publicDir, "index.html"))) {
    throw new Error(`No build in ${publicDir}.`);
  }
  const pages = builtPages(publicDir);
  const messages = await checkFiles(pages);
  const vendor = new Set(VENDOR_CSS.map((v) => v.message));
  const errors = messages.filter((m) => !vendor.has(m.message));
  return { pages: pages.length, errors, vendor: messages.length - errors.length };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const publicDir = path.resolve(process.argv[2] ?? path.join(ROOT, "public"));
  try {
    const { pages, errors, vendor } = await checkBuild(publicDir);
    for (const error of errors) {
      const file = error.url ? path.relative(publicDir, fileURLToPath(error.url)) : "?";
      console.log(`${file}:${error.lastLine ?? "?"}:${error.firstColumn ?? "?"}: ${error.message}`);
    }
    console.log(
      `Nu validator: ${pages} pages, ${errors.length} errors ` +
        `(${vendor} third-party CSS warnings set aside: ${VENDOR_CSS.map((v) => v.why).join("; ")}).`,
    );
    process.exit(errors.length === 0 ? 0 : 1);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
