// Figures that other parts of the project measure for themselves, gathered here when they
// exist: the registry search (bench/registry-filter.mjs) and the time from the rebuild webhook
// to a published release (bench/webhook-release.mjs, at 1,000 events + 5,000 teachers, the scale
// of bench/build.mjs). Each offers `export async function measure(options)`,
// resolving to `{ ms }` or to `{ value, unit: "s" | "ms" }`; a missing module is reported as "—",
// not as a failure.
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { SCALE } from "./build.mjs";
import { ROOT, log } from "./paths.mjs";

export const EXTRAS = {
  registryFilter: "bench/registry-filter.mjs",
  webhookRelease: "bench/webhook-release.mjs",
};

/** The figure in milliseconds, from `{ ms }` or `{ value, unit }`; null when neither. */
/**
 * @param {any} result
 * @returns {number | null}
 */
export function milliseconds(result) {
  if (typeof result?.ms === "number") return result.ms;
  if (typeof result?.value !== "number") return null;
  if (result.unit === "s") return result.value * 1000;
  if (result.unit === "ms") return result.value;
  return null;
}

/**
 * @param {string} relativePath
 * @param {Record<string, unknown>} [options] passed to its measure()
 * @returns {Promise<{ ms: number | null, detail?: string }>}
 */
export async function measureModule(relativePath, options = {}) {
  const file = path.join(ROOT, relativePath);
  if (!existsSync(file))
    return { ms: null, detail: `${relativePath} does not exist on this branch` };
  try {
    const mod = await import(pathToFileURL(file).href);
    if (typeof mod.measure !== "function") {
      return { ms: null, detail: `${relativePath} exports no measure()` };
    }
    const result = await mod.measure(options);
    return { ...result, ms: milliseconds(result) };
  } catch (error) {
    log(`${relativePath}: ${error instanceof Error ? error.message : error}`);
    return {
      ms: null,
      detail: `${relativePath} failed: ${error instanceof Error ? error.message : error}`,
    };
  }
}

export async function measureExtras() {
  return {
    registryFilter: await measureModule(EXTRAS.registryFilter),
    webhookRelease: await measureModule(EXTRAS.webhookRelease, { ...SCALE, log }),
  };
}
