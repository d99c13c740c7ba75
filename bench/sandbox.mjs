// A private copy of the project for real builds in tests and in the bench: the sources are
// copied, node_modules is linked, and Gatsby's .cache and public/ live in the copy. So a
// measured or deliberately broken build never touches the working tree's public/ (which the
// e2e tests and the bench serve), and a copy kept between runs stays warm.
import { existsSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { cp, mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { startStub } from "../stub-api/server.mjs";
import { PROJECT_DIR } from "../webhook/config.mjs";

const SOURCES = [
  "src",
  "content",
  "static",
  // The build runs the security policy (deploy/) and the brochure maker (scripts/, art/).
  "deploy",
  "scripts",
  "art",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "package.json",
  "tsconfig.json",
];

/**
 * Refreshes the sources of `dir` from the project (keeping its .cache) and links
 * node_modules. Returns `dir`.
 * @param {string} dir
 * @param {{ from?: string }} [options]
 */
export async function prepareSandbox(dir, { from = PROJECT_DIR } = {}) {
  await mkdir(dir, { recursive: true });
  for (const entry of SOURCES) {
    const source = path.join(from, entry);
    const target = path.join(dir, entry);
    await rm(target, { recursive: true, force: true });
    if (!existsSync(source)) continue;
    // Typegen output is rewritten by every build; a stale copy would only confuse.
    // Timestamps kept: Gatsby's and webpack's caches key on them, so an unchanged source
    // copied again stays warm.
    await cp(source, target, {
      recursive: true,
      preserveTimestamps: true,
      filter: (file) => !file.endsWith("gatsby-types.d.ts"),
    });
  }
  const modules = path.join(dir, "node_modules");
  if (!existsSync(modules)) symlinkSync(path.join(from, "node_modules"), modules, "dir");
  return dir;
}

/**
 * The stand-in API for builds in this sandbox. Its URL is baked into the bundle, so a new
 * port each run would make webpack recompile everything: the last run's port is reused
 * when it is free.
 * @param {string} dir
 * @param {{ events?: number, teachers?: number }} [options]
 */
export async function startSandboxStub(dir, options = {}) {
  const portFile = path.join(dir, ".stub-port");
  const last = existsSync(portFile) ? Number(readFileSync(portFile, "utf8")) : 0;
  let stub;
  try {
    stub = await startStub({ ...options, quiet: true, port: last });
  } catch {
    stub = await startStub({ ...options, quiet: true, port: 0 });
  }
  writeFileSync(portFile, String(stub.port));
  return stub;
}
