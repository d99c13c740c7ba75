// The fix of patches/gatsby-source-filesystem+5.16.0.patch (docs/upstream.md), against the
// plugin's own createFileNode: `node --test patches/test/gatsby-source-filesystem.test.mjs`.
// Its digest cache was keyed by the file's time and inode alone: a file copied with its time kept
// into an inode another file had freed got that file's digest, and with it its images.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "node:test";

const load = createRequire(import.meta.url);
const pluginFile = load.resolve("gatsby-source-filesystem/create-file-node.js");
/** @type {{ createFileNode: (file: string, id: (s: string) => string, options: object, cache: object) => Promise<any> }} */
const { createFileNode } = load(pluginFile);
// The fs-extra the plugin loads, whose stat the test makes answer one inode and time for all.
const fsExtra = createRequire(pluginFile)("fs-extra");

test("two files with the same inode and time (a freed inode reused) keep their own digests", async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), "iky-source-fs-"));
  const realStat = fsExtra.stat;
  fsExtra.stat = async (/** @type {string} */ file) =>
    Object.assign(await realStat(file), { ino: 4242, mtimeMs: 1_700_000_000_000 });
  t.after(() => {
    fsExtra.stat = realStat;
    rmSync(dir, { recursive: true, force: true });
  });
  /** @type {Map<string, string>} */
  const entries = new Map();
  const cache = {
    get: async (/** @type {string} */ key) => entries.get(key),
    set: async (/** @type {string} */ key, /** @type {string} */ value) => entries.set(key, value),
  };
  const digest = async (/** @type {string} */ name, /** @type {string} */ text) => {
    writeFileSync(path.join(dir, name), text);
    const node = await createFileNode(path.join(dir, name), (s) => s, { path: dir }, cache);
    return node.internal.contentDigest;
  };
  const first = await digest("experiencia.jpg", "uno");
  const second = await digest("profesor-de-yoga.jpg", "dos");
  assert.notEqual(second, first, "another file's content has another digest");
  assert.equal(await digest("experiencia.jpg", "uno"), first, "the same file still hits the cache");
});
