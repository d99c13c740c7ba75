// Where the browser tests' servers live and what the site is built with. Shared by
// playwright.config.ts, e2e/fixtures.ts, scripts/e2e-site.mjs (build + serve) and
// scripts/test.mjs, so the build, the servers and the tests agree on one pair of ports.
//
// Ports come from a hash of the project folder: two worktrees on this machine never pick the
// same ones, and one worktree always picks the same (the API's URL is baked into the build, so
// a build can be served again only on the ports it was made for). E2E_STUB_PORT and
// E2E_SITE_PORT override them.
//
// CommonJS on purpose: playwright.config.ts (compiled to CommonJS by Playwright) requires it,
// and Playwright's loader cannot require an .mjs file from there.
"use strict";
const { createHash } = require("node:crypto");
const { existsSync, readFileSync, writeFileSync } = require("node:fs");
const os = require("node:os");
const path = require("node:path");

const ROOT = path.resolve(__dirname, "..", "..");
const PUBLIC_DIR = path.join(ROOT, "public");
/** What the last e2e build was made for (written after `gatsby build`). */
const BUILD_INFO = path.join(PUBLIC_DIR, ".e2e-build.json");
const HOST = "127.0.0.1";

/**
 * @typedef {{ stubPort: number, sitePort: number, apiUrl: string, siteUrl: string,
 *   forgePort?: number, forgeUrl?: string }} E2ESite
 */

/**
 * A port from the environment, if set and valid.
 * @param {string} name
 * @returns {number | undefined}
 */
function portFromEnv(name) {
  const value = process.env[name];
  if (!value) return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`${name}=${value} is not a valid port.`);
  }
  return port;
}

/**
 * The ports and URLs of this worktree's stand-in API and built site.
 * @param {string} [root] the project folder (this one by default)
 * @param {{ fromEnv?: boolean }} [options] fromEnv: E2E_STUB_PORT / E2E_SITE_PORT win
 * @returns {E2ESite}
 */
function e2eSite(root = ROOT, { fromEnv = true } = {}) {
  const hash = createHash("sha256").update(root).digest().readUInt32BE(0);
  // Two adjacent ports in 21000–30999: clear of the usual dev ports (8000s, 9000, 4010), and
  // below Linux's ephemeral range (32768–60999), where the system hands out the local ports of
  // outgoing connections and of servers on port 0: a port baked into a build must still be free
  // when a test starts its stand-in there (the hostile crawl met EADDRINUSE at 40116).
  const base = 21000 + (hash % 5000) * 2;
  const stubPort = (fromEnv ? portFromEnv("E2E_STUB_PORT") : undefined) ?? base;
  const sitePort = (fromEnv ? portFromEnv("E2E_SITE_PORT") : undefined) ?? base + 1;
  // The forge stand-in of the editors' admin (forge/server.mjs): its address is baked into the
  // admin's configuration and policy, so it has a port of its own, below the others' range.
  const forgePort =
    (fromEnv ? portFromEnv("E2E_FORGE_PORT") : undefined) ?? 11000 + (hash % 5000) * 2;
  return {
    stubPort,
    sitePort,
    apiUrl: `http://${HOST}:${stubPort}`,
    siteUrl: `http://${HOST}:${sitePort}`,
    forgePort,
    forgeUrl: `http://${HOST}:${forgePort}`,
  };
}

/** The repository and OAuth2 application the e2e admin uses on the forge stand-in. */
const E2E_FORGE_REPO = "iky/sitio";
const E2E_FORGE_CLIENT_ID = "iky-admin";

/** A made-up GA4 id: the e2e build never reaches Google. */
const E2E_ANALYTICS_ID = "G-E2ETEST00";

/**
 * What `gatsby build` needs to talk to the stand-in API for every outside service the site
 * uses (the school API, the platform, checkout, map tiles). The bench builds with this alone.
 * @param {Pick<E2ESite, "apiUrl" | "siteUrl">} site
 * @returns {Record<string, string>}
 */
function standInEnv({ apiUrl, siteUrl }) {
  return {
    GATSBY_TELEMETRY_DISABLED: "1",
    GATSBY_API_URL: apiUrl,
    GATSBY_SITE_URL: siteUrl,
    GATSBY_PLATFORM_URL: `${apiUrl}/plataforma`,
    GATSBY_CHECKOUT_ORIGINS: apiUrl,
    GATSBY_MAP_TILE_URL: `${apiUrl}/tiles/{z}/{x}/{y}.png`,
  };
}

/**
 * The environment `gatsby build` gets for the browser tests: the stand-in for everything, and
 * analytics on, as in production: the cookie banner and the consent flow are tested
 * (e2e/privacy.spec.ts serves the analytics hosts itself). Nothing loads before "Aceptar",
 * and the fixtures store "Rechazar" for every other test. A test publishable key: Stripe.js
 * (the tests' stand-in, e2e/stripe-stand-in.ts, as the real one) refuses to start without one.
 * @param {E2ESite} site
 * @returns {Record<string, string>}
 */
function buildEnv(site) {
  return {
    ...standInEnv(site),
    GATSBY_ANALYTICS_ID: E2E_ANALYTICS_ID,
    ...(site.forgeUrl
      ? {
          CMS_FORGE_URL: site.forgeUrl,
          CMS_REPO: E2E_FORGE_REPO,
          CMS_CLIENT_ID: E2E_FORGE_CLIENT_ID,
        }
      : {}),
    GATSBY_STRIPE_PUBLISHABLE_KEY: "pk_test_iky_stand_in",
  };
}

/**
 * The record of the last e2e build, or null when there is none (or it is unreadable).
 * @param {string} [publicDir]
 * @returns {(E2ESite & { builtAt?: string }) | null}
 */
function readBuildInfo(publicDir = PUBLIC_DIR) {
  const file = path.join(publicDir, ".e2e-build.json");
  if (!existsSync(file) || !existsSync(path.join(publicDir, "index.html"))) return null;
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/**
 * Whether public/ holds a build made for these ports.
 * @param {E2ESite} site
 * @param {string} [publicDir]
 */
function buildMatches(site, publicDir = PUBLIC_DIR) {
  const info = readBuildInfo(publicDir);
  return info !== null && info.stubPort === site.stubPort && info.sitePort === site.sitePort;
}

/**
 * @param {E2ESite} site
 * @param {string} [publicDir]
 */
function writeBuildInfo(site, publicDir = PUBLIC_DIR) {
  const info = { ...site, builtAt: new Date().toISOString() };
  writeFileSync(path.join(publicDir, ".e2e-build.json"), `${JSON.stringify(info, null, 2)}\n`);
}

/**
 * The hostile build (e2e/hostile.spec.ts): the site built against the stand-in API in its
 * hostile mode (STUB_HOSTILE=1), served from HOSTILE_PUBLIC_DIR. `npm test` builds it in this
 * project before the e2e build and copies it there (scripts/e2e-site.mjs both). Built on its
 * own, while the e2e build in public/ is being served, it is made in HOSTILE_ROOT, a folder of
 * links to this one's files outside it (Gatsby writes into its project's public/ and .cache/).
 * Its ports come from its own folder, never from E2E_STUB_PORT/E2E_SITE_PORT.
 */
const HOSTILE_ROOT = path.join(
  os.tmpdir(),
  `iky-hostile-${createHash("sha256").update(ROOT).digest("hex").slice(0, 12)}`,
);
const HOSTILE_PUBLIC_DIR = path.join(HOSTILE_ROOT, "public");
/** @returns {E2ESite} */
const hostileSite = () => e2eSite(HOSTILE_ROOT, { fromEnv: false });

/**
 * Where `npm test` makes both builds (scripts/e2e-site.mjs both), a copy of this project at a
 * path of its own that never changes: the builds are copied out of it (public/ here, the
 * hostile one to HOSTILE_PUBLIC_DIR), and the admin test's webhook receiver then builds the
 * editors' saves in it (e2e/admin.spec.ts), warm. Gatsby's and webpack's caches hold absolute
 * paths: they serve a later build only in the folder they were made in.
 */
const BUILD_ROOT = path.join(
  os.tmpdir(),
  `iky-build-${createHash("sha256").update(ROOT).digest("hex").slice(0, 12)}`,
);

module.exports = {
  E2E_ANALYTICS_ID,
  E2E_FORGE_REPO,
  E2E_FORGE_CLIENT_ID,
  ROOT,
  PUBLIC_DIR,
  BUILD_INFO,
  HOST,
  e2eSite,
  standInEnv,
  buildEnv,
  readBuildInfo,
  buildMatches,
  writeBuildInfo,
  HOSTILE_ROOT,
  HOSTILE_PUBLIC_DIR,
  hostileSite,
  BUILD_ROOT,
};
