// How the project runs `gatsby build`.
//
// The JavaScript heap is the same for every build of the project: `npm run build` (package.json,
// which spells the same figure), the webhook's builds, the test build, `npm start` and the
// bench, which measures what production runs.
//
// Left alone, V8 lets the build's heap grow towards a quarter of the machine's memory before it
// collects in earnest: at 1,000 events and 5,000 registry teachers the build's main process
// reached 1.0–1.2 GB and the whole build 1.36–1.58 GB, against a budget of 1.5 GB (bench/budgets.mjs).
// With a 1 GiB ceiling it collects sooner: 0.88 GB and 1.15 GB, in the same time. The build
// keeps well under 768 MB live at that size (it still completes with that ceiling, slower).
// A site far larger may need more: a NODE_OPTIONS that already sets --max-old-space-size wins.

/** The ceiling of the build's heap (V8's old generation), in MiB. */
export const GATSBY_HEAP_MB = 1024;

/**
 * `env` with the build's heap ceiling added to NODE_OPTIONS, unless it sets one of its own.
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv}
 */
export function withGatsbyHeap(env) {
  const options = env.NODE_OPTIONS ?? "";
  if (/--max-old-space-size\b/.test(options)) return env;
  return { ...env, NODE_OPTIONS: `--max-old-space-size=${GATSBY_HEAP_MB} ${options}`.trim() };
}

/**
 * What the webhook's builds, which publish the site, add to their environment; the bench's
 * builds are measured with it, as the webhook's rebuilds they stand for.
 * IKY_TYPEGEN=off: no TypeScript types for the site's queries (src/gatsby-types.d.ts, read by
 * `tsc` after a development or test build; gatsby-config.ts), 0.2–0.3 s of each rebuild.
 */
export const PUBLISH_BUILD_ENV = Object.freeze({ IKY_TYPEGEN: "off" });
