// The build's heap ceiling (scripts/lib/gatsby-build.mjs): `node --test scripts/lib/gatsby-build.test.mjs`.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { GATSBY_HEAP_MB, withGatsbyHeap } from "./gatsby-build.mjs";

/** The heap limit, in MiB, of a Node process started with `env`. */
function heapLimitMb(/** @type {NodeJS.ProcessEnv} */ env) {
  const script = "console.log(require('v8').getHeapStatistics().heap_size_limit)";
  return (
    Number(execFileSync(process.execPath, ["-e", script], { env, encoding: "utf8" })) / 2 ** 20
  );
}

test("a build's processes get the ceiling, unless NODE_OPTIONS sets one of its own", () => {
  const { NODE_OPTIONS: _ignored, ...env } = process.env;
  const capped = withGatsbyHeap(env);
  assert.equal(capped.NODE_OPTIONS, `--max-old-space-size=${GATSBY_HEAP_MB}`);
  // V8 adds its young generation to the old one's ceiling.
  const limit = heapLimitMb(capped);
  assert.ok(limit >= GATSBY_HEAP_MB && limit < GATSBY_HEAP_MB + 128, `limit ${limit} MiB`);

  const other = withGatsbyHeap({ ...env, NODE_OPTIONS: "--enable-source-maps" });
  assert.equal(other.NODE_OPTIONS, `--max-old-space-size=${GATSBY_HEAP_MB} --enable-source-maps`);
  const own = { ...env, NODE_OPTIONS: "--max-old-space-size=3072" };
  assert.equal(withGatsbyHeap(own), own);
});

test("`npm run build` sets the same ceiling, and one set in NODE_OPTIONS comes after it", () => {
  const { scripts } = JSON.parse(
    readFileSync(new URL("../../package.json", import.meta.url), "utf8"),
  );
  assert.match(
    scripts.build,
    new RegExp(
      `NODE_OPTIONS="--max-old-space-size=${GATSBY_HEAP_MB} \\$NODE_OPTIONS" gatsby build`,
    ),
  );
});
