// Releases on disk: <outputDir>/releases/<timestamp>/ holds one published copy of the site and
// <outputDir>/current is a relative symlink to one of them, which the web server serves.
// <outputDir>/builds/<timestamp>.log is the output of the build that made that release; it
// is pruned with its release.
// Switching is a rename(2) of a fresh symlink over `current`: atomic, so a visitor gets the
// old site or the new one, never half of each, and a failed build never gets this far.
import { existsSync, lstatSync, readlinkSync } from "node:fs";
import { cp, mkdir, readdir, rename, rm, symlink } from "node:fs/promises";
import path from "node:path";

export const RELEASES = "releases";
export const CURRENT = "current";
export const BUILDS = "builds";

/** A sortable, filesystem-safe name: 2026-11-23T05-40-12-345Z. */
export function releaseName(date = new Date()) {
  return date.toISOString().replace(/[:.]/g, "-");
}

/**
 * The log of the build that made a release.
 * @param {string} outputDir
 * @param {string} release
 */
export const buildLogPath = (outputDir, release) => path.join(outputDir, BUILDS, `${release}.log`);

/**
 * Release names, oldest first (their names sort by time).
 * @param {string} outputDir
 * @returns {Promise<string[]>}
 */
export async function listReleases(outputDir) {
  const dir = path.join(outputDir, RELEASES);
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
    .map((entry) => entry.name)
    .sort();
}

/**
 * The release `current` points to, or null before the first publish.
 * @param {string} outputDir
 */
export function currentRelease(outputDir) {
  const link = path.join(outputDir, CURRENT);
  try {
    if (!lstatSync(link).isSymbolicLink()) return null;
  } catch {
    return null;
  }
  return path.basename(readlinkSync(link));
}

/**
 * Points `current` at a release in one rename.
 * @param {string} outputDir
 * @param {string} name
 */
export async function switchCurrent(outputDir, name) {
  if (!existsSync(path.join(outputDir, RELEASES, name))) {
    throw new Error(`Release ${name} does not exist in ${path.join(outputDir, RELEASES)}`);
  }
  const temp = path.join(outputDir, `.${CURRENT}-${process.pid}-${Date.now()}`);
  await symlink(path.join(RELEASES, name), temp);
  try {
    await rename(temp, path.join(outputDir, CURRENT));
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/**
 * Copies a finished build into a new release, switches `current` to it, and prunes old
 * releases. The copy goes to a hidden folder first so that an interrupted copy never looks
 * like a release.
 * @param {string} outputDir
 * @param {string} sourceDir
 * @param {number} keep
 * @returns {Promise<{ release: string, removed: string[], phases: Record<string, number> }>}
 *   phases: milliseconds spent copying, switching `current` and pruning
 */
export async function publish(outputDir, sourceDir, keep, date = new Date()) {
  const phases = { copyMs: 0, switchMs: 0, pruneMs: 0 };
  let mark = performance.now();
  /** @param {keyof typeof phases} phase */
  const lap = (phase) => {
    const now = performance.now();
    phases[phase] = Math.round(now - mark);
    mark = now;
  };
  if (!existsSync(path.join(sourceDir, "index.html"))) {
    throw new Error(`The build left no ${path.join(sourceDir, "index.html")}`);
  }
  const releasesDir = path.join(outputDir, RELEASES);
  await mkdir(releasesDir, { recursive: true });
  let name = releaseName(date);
  for (let n = 1; existsSync(path.join(releasesDir, name)); n += 1) {
    name = `${releaseName(date)}-${n}`;
  }
  const staging = path.join(releasesDir, `.staging-${name}`);
  await cp(sourceDir, staging, { recursive: true, verbatimSymlinks: true });
  await rename(staging, path.join(releasesDir, name));
  lap("copyMs");
  await switchCurrent(outputDir, name);
  lap("switchMs");
  const removed = await prune(outputDir, keep);
  lap("pruneMs");
  return { release: name, removed, phases };
}

/**
 * Keeps the newest `keep` releases, and always the one `current` points to; the build log of
 * each removed release goes with it (and any published build's log whose release is gone).
 * @param {string} outputDir
 * @param {number} keep
 */
export async function prune(outputDir, keep) {
  const releases = await listReleases(outputDir);
  const current = currentRelease(outputDir);
  const old = releases.slice(0, Math.max(0, releases.length - keep)).filter((r) => r !== current);
  for (const name of old) {
    await rm(path.join(outputDir, RELEASES, name), { recursive: true, force: true });
  }
  const kept = new Set(releases.filter((r) => !old.includes(r)));
  const logs = path.join(outputDir, BUILDS);
  if (existsSync(logs)) {
    for (const file of await readdir(logs)) {
      if (!file.endsWith(".log") || /\.(failed|running)\.log$/.test(file)) continue;
      if (!kept.has(file.slice(0, -".log".length))) {
        await rm(path.join(logs, file), { force: true });
      }
    }
  }
  return old;
}

/**
 * Points `current` at the release before it (or at `to` when given).
 * @param {string} outputDir
 * @param {string} [to]
 * @returns {Promise<{ from: string | null, to: string }>}
 */
export async function rollback(outputDir, to) {
  const releases = await listReleases(outputDir);
  const from = currentRelease(outputDir);
  let target = to;
  if (!target) {
    const index = from ? releases.indexOf(from) : releases.length;
    target = releases[index - 1];
    if (index <= 0 || !target) {
      throw new Error(
        from
          ? `There is no release before ${from} (releases kept: ${releases.length}).`
          : "No release is published.",
      );
    }
  }
  await switchCurrent(outputDir, target);
  return { from, to: target };
}
