// The built site over https, as deploy/nginx/ renders it with a certificate: a certificate made
// for the test (openssl, one day, for 127.0.0.1), plain http redirected to https, HSTS over
// https only, the same policy; Mozilla's HTTP Observatory scanner grades it, trusting that
// certificate (scripts/observatory-scan.mjs), and Chromium meets no violation there.
//
// Two servers of the same build: one rendered with production's outside hosts (the API and the
// tiles over https, as docs/deploy.md sets them), which the Observatory grades (it marks down a
// policy naming an http origin, and the stand-in API here is plain http); one with the build's
// own settings, which Chromium browses (the pages call the stand-in API).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import https from "node:https";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { HSTS, securityHeaders, inputFromEnv } from "../deploy/policy.mjs";
import { CONTENT_SECTIONS, frameOrigins } from "../deploy/site-content.mjs";
import { ROOT, buildEnv, e2eSite, PUBLIC_DIR } from "../scripts/lib/e2e-site.cjs";
import { expect, expectNoCspViolations, test, waitForHydration } from "./fixtures";
import { startNginx } from "./nginx-server";
import { serveStripe } from "./stripe-stand-in";

const SITE = e2eSite();
const HOST = "127.0.0.1";

/** Production's outside hosts (docs/deploy.md), over https. */
const PRODUCTION = {
  GATSBY_API_URL: "https://api.ikyyoga.com",
  GATSBY_MAP_TILE_URL: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  TILE_ORIGINS: "",
};

let certDir = "";
let server: Awaited<ReturnType<typeof startNginx>>;
let browsed: Awaited<ReturnType<typeof startNginx>>;

test.beforeAll(async () => {
  certDir = mkdtempSync(path.join(os.tmpdir(), "iky-tls-"));
  const certificate = path.join(certDir, "cert.pem");
  const key = path.join(certDir, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      `/CN=${HOST}`,
      "-addext",
      `subjectAltName=IP:${HOST}`,
      "-keyout",
      key,
      "-out",
      certificate,
    ],
    { stdio: "ignore" },
  );
  server = await startNginx(PUBLIC_DIR, SITE, { tls: { certificate, key }, env: PRODUCTION });
  browsed = await startNginx(PUBLIC_DIR, SITE, { tls: { certificate, key } });
});

test.afterAll(async () => {
  await server?.stop();
  await browsed?.stop();
  if (certDir) rmSync(certDir, { recursive: true, force: true });
});

type Answer = { status: number; headers: http.IncomingHttpHeaders };

/** One request, not followed, trusting the test's certificate. */
function ask(url: string): Promise<Answer> {
  const ca = readFileSync(path.join(certDir, "cert.pem"));
  return new Promise((resolve, reject) => {
    const request = (url.startsWith("https:") ? https : http).get(url, { ca }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, headers: response.headers });
    });
    request.on("error", reject);
  });
}

test("plain http redirects to https; HSTS over https only; the same policy", async () => {
  const plain = await ask(`${server.url}/yoga/?x=1`);
  expect(plain.status).toBe(301);
  expect(plain.headers.location).toBe(`${server.httpsUrl}/yoga/?x=1`);
  expect(plain.headers["strict-transport-security"]).toBeUndefined();

  const secure = await ask(`${server.httpsUrl}/yoga/`);
  expect(secure.status).toBe(200);
  expect(secure.headers["strict-transport-security"]).toBe(HSTS[1]);
  const input = inputFromEnv(
    { ...buildEnv(SITE), ...PRODUCTION },
    frameOrigins(CONTENT_SECTIONS, SITE.siteUrl),
  );
  for (const [name, value] of securityHeaders(input)) {
    expect(secure.headers[name.toLowerCase()], name).toBe(value);
  }
});

test("Mozilla's HTTP Observatory grades the https site A+", async () => {
  const [httpPort, httpsPort] = [server.url, server.httpsUrl].map((url) => new URL(url).port);
  const output = execFileSync(
    process.execPath,
    [path.join(ROOT, "scripts", "observatory-scan.mjs"), HOST, String(httpPort), String(httpsPort)],
    {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, NODE_EXTRA_CA_CERTS: path.join(certDir, "cert.pem") },
    },
  );
  const scan = JSON.parse(output) as {
    grade: string;
    score: number;
    tests: Record<string, { result: string; pass: boolean; modifier: number }>;
  };
  console.log(`HTTP Observatory: ${scan.grade} (${scan.score})`);
  const failed = Object.entries(scan.tests).filter(([, result]) => !result.pass);
  expect(failed, "the Observatory's failed tests").toEqual([]);
  expect(scan.grade).toBe("A+");
  expect(scan.score).toBeGreaterThanOrEqual(100);
});

test.describe("in Chromium", () => {
  test.use({ ignoreHTTPSErrors: true });

  test("over https, the home page and the payment's Stripe fields meet no violation", async ({
    page,
  }) => {
    await serveStripe(page);
    await page.goto(`${browsed.httpsUrl}/`);
    await waitForHydration(page);
    await page.goto(`${browsed.httpsUrl}/paiement/`);
    await waitForHydration(page);
    const dialog = page.getByRole("dialog", { name: "Pago con tarjeta" });
    await expect(
      dialog.getByRole("group", { name: "Número de tarjeta" }).locator("iframe"),
    ).toBeVisible();
    await expectNoCspViolations(page);
  });
});
