// The CDN deployment as real as the nginx one: the build's public/_headers and public/_redirects
// (deploy/cdn/render.mjs, from the one policy) served by Cloudflare's own local runtime
// (`wrangler pages dev`, workerd from npm, offline, telemetry off), compared path by path with
// nginx serving the same build with the rendered production config: same security headers,
// cache rules, redirects, client-only routes and 404.
import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { HASH_PATTERN, securityHeaders } from "../deploy/policy.mjs";
import { expect, test as base } from "./fixtures";
import { freePort } from "./nginx-server";

const ROOT = path.resolve(__dirname, "..");
const PUBLIC = path.join(ROOT, "public");
const WRANGLER = path.join(ROOT, "node_modules", ".bin", "wrangler");

/** `wrangler pages dev public/` on a free port, in a temp folder (its state and config). */
async function startPagesDev(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "iky-pages-"));
  const port = await freePort();
  const child: ChildProcess = spawn(
    WRANGLER,
    [
      "pages",
      "dev",
      PUBLIC,
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--compatibility-date",
      "2025-01-01",
      "--inspector-port",
      String(await freePort()),
      "--log-level",
      "warn",
    ],
    {
      cwd: dir,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: "false",
        WRANGLER_LOG_PATH: path.join(dir, "logs"),
        XDG_CONFIG_HOME: path.join(dir, "config"),
        CI: "true",
      },
    },
  );
  let output = "";
  child.stdout?.on("data", (chunk) => (output += String(chunk)));
  child.stderr?.on("data", (chunk) => (output += String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      process.kill(-child.pid, "SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${url}/`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (up) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`wrangler pages dev did not start:\n${output.slice(-3000)}`);
}

const test = base.extend<object, { cdn: { url: string } }>({
  cdn: [
    async ({}, use) => {
      const server = await startPagesDev();
      await use({ url: server.url });
      await server.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
});

type Answer = {
  status: number;
  location: string | null;
  type: string;
  body: string;
  headers: Record<string, string | null>;
};

const POLICY_HEADERS = securityHeaders({
  apiOrigin: "https://x",
  tileOrigins: [],
  frameOrigins: [],
  analytics: false,
}).map(([name]) => name.toLowerCase());

/**
 * The nginx fixture renders the policy with one more input than the build had: OpenStreetMap's
 * tile origin (TILE_ORIGINS), so that production's tiles are tested too. The build's
 * `_headers` list the build's own tile origin only; that one source is set aside to compare.
 */
const FIXTURE_ONLY = " https://tile.openstreetmap.org";
const withoutFixtureInput = (csp: string | null) => csp?.replace(FIXTURE_ONLY, "") ?? null;

async function ask(origin: string, pathname: string): Promise<Answer> {
  const response = await fetch(`${origin}${pathname}`, { redirect: "manual" });
  const body = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    location: response.headers.get("location"),
    type: (response.headers.get("content-type") ?? "").split(";")[0]?.trim() ?? "",
    body: createHash("sha256").update(body).digest("hex"),
    headers: Object.fromEntries(
      [...POLICY_HEADERS, "cache-control"].map((name) => [
        name,
        name === "content-security-policy"
          ? withoutFixtureInput(response.headers.get(name))
          : response.headers.get(name),
      ]),
    ),
  };
}

const built = (folder: string) =>
  readdirSync(path.join(PUBLIC, folder)).filter((name) => /^\d+$/.test(name));
/** A webpack file's name: its content hash before the extension. */
const HASHED = new RegExp(`[.-]${HASH_PATTERN}\\.(js|css)$`);
const hashed = readdirSync(PUBLIC).filter((f) => HASHED.test(f));
const staticFile = readdirSync(path.join(PUBLIC, "static"), { recursive: true })
  .map(String)
  .find((f) => /\.(woff2|webp|jpg|png)$/.test(f));

/** Paths that exercise every rule of the policy. */
const PATHS = [
  "/",
  "/ishka/",
  "/events/",
  `/events/${built("events")[0]}/`,
  "/events/987654/",
  `/event/${built("event")[0]}/`,
  "/event/987654/",
  "/confirm/?token=prueba",
  "/confirm/prueba/",
  "/page-data/app-data.json",
  "/page-data/index/page-data.json",
  "/eco-living-folleto.pdf",
  "/eco-living-brochure.pdf",
  "/robots.txt",
  `/${hashed.find((f) => f.endsWith(".js"))}`,
  ...(hashed.some((f) => f.endsWith(".css")) ? [`/${hashed.find((f) => f.endsWith(".css"))}`] : []),
  `/static/${staticFile}`,
  "/~partytown/partytown.js",
  ...readdirSync(PUBLIC, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith(".ics"))
    .slice(0, 2)
    .map((f) => `/${f.split(path.sep).join("/")}`),
];

test.describe("CDN (_headers and _redirects in wrangler pages dev) = nginx", () => {
  test("each route: same status, same body, same policy headers", async ({ nginx, cdn }) => {
    for (const pathname of PATHS) {
      const [a, b] = [await ask(nginx.url, pathname), await ask(cdn.url, pathname)];
      expect.soft(b.status, `${pathname}: status`).toBe(a.status);
      expect.soft(b.body, `${pathname}: the same file`).toBe(a.body);
      expect.soft(b.type, `${pathname}: type`).toBe(a.type);
      expect.soft(b.headers, `${pathname}: headers`).toEqual(a.headers);
      expect.soft(a.headers["content-security-policy"], pathname).toBeTruthy();
    }
  });

  test("redirects: trailing slash on pages and client-only routes, with the query", async ({
    nginx,
    cdn,
  }) => {
    const id = built("events")[0];
    for (const pathname of ["/about", "/events", `/events/${id}?ref=correo`, "/events/987654"]) {
      const [a, b] = [await ask(nginx.url, pathname), await ask(cdn.url, pathname)];
      // nginx answers 301, Cloudflare's own trailing-slash rule 308: both permanent.
      expect([301, 308], pathname).toContain(a.status);
      expect([301, 308], pathname).toContain(b.status);
      expect(b.location, pathname).toBe(a.location);
    }
  });

  test("an unknown address: the 404 page with status 404 and the CSP", async ({ nginx, cdn }) => {
    const [a, b] = [await ask(nginx.url, "/no-existe/"), await ask(cdn.url, "/no-existe/")];
    expect([a.status, b.status]).toEqual([404, 404]);
    expect(b.body).toBe(a.body);
    for (const name of POLICY_HEADERS) expect(b.headers[name], name).toBe(a.headers[name]);
    // Cloudflare marks its 404s `no-store` whatever _headers says; nginx revalidates them. Both
    // keep a 404 out of caches.
    expect(a.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(b.headers["cache-control"]).toBe("no-store");
  });

  test("the CDN's files are not served as pages", async ({ nginx, cdn }) => {
    for (const origin of [nginx.url, cdn.url]) {
      for (const file of ["/_headers", "/_redirects"]) {
        const response = await fetch(`${origin}${file}`);
        expect(response.status, `${origin}${file}`).not.toBe(200);
      }
    }
    // And the build wrote both, from the policy.
    expect(readFileSync(path.join(PUBLIC, "_headers"), "utf8")).toContain(
      "Content-Security-Policy:",
    );
  });

  test("each .js and .css cached forever has a hash in its name", () => {
    // `/*.js` and `/*.css` are immutable in the policy: a file without a content hash there
    // would be kept a year by browsers. Partytown's library has its own revalidating rule.
    const unhashed = readdirSync(PUBLIC, { recursive: true })
      .map((f) => String(f).split(path.sep).join("/"))
      .filter((f) => /\.(js|css)$/.test(f) && !f.startsWith("~partytown/"))
      .filter((f) => !HASHED.test(f) && !f.startsWith("static/"));
    expect(unhashed).toEqual([]);
  });
});
