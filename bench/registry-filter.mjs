// How long one keystroke of the registry search takes over 5,000 teachers (budget: < 5 ms).
//   node bench/registry-filter.mjs            prints the milliseconds
//   import { measure } from "./registry-filter.mjs"; const { ms } = await measure();
//
// It runs the site's own search (src/lib/registry-search.ts, loaded as TypeScript by tsx) over
// the stand-in API's registry grown to 5,000 teachers, typing a name letter by letter with a
// place filled in, and reports the median keystroke.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { tsImport } from "tsx/esm/api";
import { sizeTeachers } from "../stub-api/data.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The site's own search module, with what it imports, loaded as TypeScript (tsx). */
const loadSearch = () => tsImport("../src/lib/registry-search.ts", import.meta.url);

/**
 * @param {{ teachers?: number, rounds?: number }} [options]
 * @returns {Promise<{ ms: number, max: number, teachers: number, keystrokes: number }>}
 */
export async function measure({ teachers = 5000, rounds = 20 } = {}) {
  const { EMPTY_QUERY, buildIndex, filterTeachers } = await loadSearch();
  const sample = JSON.parse(readFileSync(path.join(ROOT, "content/sample/teachers.json"), "utf8"));
  const registry = sizeTeachers(sample, teachers).map(
    (/** @type {object} */ t, /** @type {number} */ order) => ({ ...t, order }),
  );
  const index = buildIndex(registry);

  const typed = "maria jose";
  const times = [];
  for (let round = 0; round < rounds; round++) {
    for (let i = 1; i <= typed.length; i++) {
      const query = { ...EMPTY_QUERY, nombre: typed.slice(0, i), lugar: "colombia" };
      const start = performance.now();
      filterTeachers(index, query);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? NaN;
  return {
    ms: Number(median.toFixed(3)),
    max: Number((times.at(-1) ?? NaN).toFixed(3)),
    teachers: registry.length,
    keystrokes: times.length,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const result = await measure();
  console.log(
    `registry filter: ${result.ms} ms per keystroke (median of ${result.keystrokes}, max ${result.max} ms) over ${result.teachers} teachers`,
  );
}
