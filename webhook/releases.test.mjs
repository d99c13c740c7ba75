// Publishing a release: what is linked from the previous release and what is copied, and that
// a release never shares a file with the build's own output (which the next build rewrites).
// Run: node --test webhook/releases.test.mjs (part of `npm test`).
import assert from "node:assert/strict";
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, test } from "node:test";
import { currentRelease, listReleases, publish, sameBytes, stageTree } from "./releases.mjs";

/** @type {string[]} */
const temps = [];
after(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

/** A build output (public/) and an output folder for releases, in a fresh temp folder. */
function site() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "iky-releases-"));
  temps.push(dir);
  const pub = path.join(dir, "public");
  const output = path.join(dir, "data");
  /** @param {string} rel @param {string | Buffer} content */
  const write = (rel, content) => {
    mkdirSync(path.dirname(path.join(pub, rel)), { recursive: true });
    writeFileSync(path.join(pub, rel), content);
  };
  /** @param {string} release @param {string} rel */
  const file = (release, rel) => path.join(output, "releases", release, rel);
  return { dir, pub, output, write, file };
}

const inode = (/** @type {string} */ file) => statSync(file).ino;

test("a file with the previous release's bytes is linked to it; a changed one is copied", async () => {
  const s = site();
  s.write("index.html", "<h1>home</h1>");
  s.write("events/41/index.html", "<h1>event 41: old</h1>");
  s.write("events/42/index.html", "<h1>event 42</h1>");
  s.write("eventos.ics", "BEGIN:VCALENDAR\nEND:VCALENDAR\n");
  s.write("static/big.bin", Buffer.alloc(5 * 1024 * 1024, 7));
  symlinkSync("events/42/index.html", path.join(s.pub, "alias.html"));
  const first = await publish(s.output, s.pub, 5, new Date("2026-01-01T00:00:00Z"));
  assert.equal(first.files.linked, 0, "nothing to link from before the first release");
  assert.equal(first.files.copied, 5);

  // The next build: event 41 changed (same length, other bytes), the calendar rewritten with
  // the same bytes (a newer date), a large file changed in its last byte.
  s.write("events/41/index.html", "<h1>event 41: new</h1>");
  s.write("eventos.ics", "BEGIN:VCALENDAR\nEND:VCALENDAR\n");
  utimesSync(path.join(s.pub, "eventos.ics"), new Date(), new Date(Date.now() + 5000));
  const big = Buffer.alloc(5 * 1024 * 1024, 7);
  big[big.length - 1] = 8;
  s.write("static/big.bin", big);
  s.write("events/43/index.html", "<h1>event 43</h1>");
  const second = await publish(s.output, s.pub, 5, new Date("2026-01-01T00:01:00Z"));
  const [a, b] = [first.release, second.release];
  assert.equal(currentRelease(s.output), b);
  assert.deepEqual(
    { linked: second.files.linked, copied: second.files.copied, files: second.files.files },
    { linked: 3, copied: 3, files: 6 },
  );
  for (const rel of ["index.html", "events/42/index.html", "eventos.ics"]) {
    assert.equal(inode(s.file(b, rel)), inode(s.file(a, rel)), `${rel} is linked`);
  }
  for (const rel of ["events/41/index.html", "static/big.bin"]) {
    assert.notEqual(inode(s.file(b, rel)), inode(s.file(a, rel)), `${rel} is copied`);
  }
  assert.equal(readFileSync(s.file(a, "events/41/index.html"), "utf8"), "<h1>event 41: old</h1>");
  assert.equal(readFileSync(s.file(b, "events/41/index.html"), "utf8"), "<h1>event 41: new</h1>");
  assert.equal(readFileSync(s.file(b, "static/big.bin")).at(-1), 8);
  assert.equal(readFileSync(s.file(a, "static/big.bin")).at(-1), 7);
  assert.equal(readFileSync(s.file(b, "events/43/index.html"), "utf8"), "<h1>event 43</h1>");
  assert.equal(readlinkSync(s.file(b, "alias.html")), "events/42/index.html");
  // Every file of each release is the build's bytes at its time, in a tree of its own.
  assert.ok(second.phases.copyMs >= 0 && second.phases.switchMs >= 0);
  assert.ok(second.phases.pruneMs >= 0);
});

test("a release never shares a file with the build's output, which the next build rewrites in place", async () => {
  const s = site();
  s.write("index.html", "<h1>v1</h1>");
  const first = await publish(s.output, s.pub, 5, new Date("2026-01-01T00:00:00Z"));
  const second = await publish(s.output, s.pub, 5, new Date("2026-01-01T00:01:00Z"));
  for (const { release } of [first, second]) {
    assert.notEqual(inode(s.file(release, "index.html")), inode(path.join(s.pub, "index.html")));
  }
  // Gatsby's next build truncates and rewrites the file (same inode): the releases keep theirs.
  writeFileSync(path.join(s.pub, "index.html"), "<h1>v2</h1>");
  assert.equal(readFileSync(s.file(second.release, "index.html"), "utf8"), "<h1>v1</h1>");
  assert.equal(readFileSync(path.join(s.output, "current", "index.html"), "utf8"), "<h1>v1</h1>");
});

test("pruning a release leaves the files it shared with the kept ones; a stale staging copy goes", async () => {
  const s = site();
  s.write("index.html", "<h1>home</h1>");
  const first = await publish(s.output, s.pub, 1, new Date("2026-01-01T00:00:00Z"));
  mkdirSync(path.join(s.output, "releases", ".staging-2025-12-31T00-00-00-000Z", "a"), {
    recursive: true,
  });
  const second = await publish(s.output, s.pub, 1, new Date("2026-01-01T00:01:00Z"));
  assert.deepEqual(second.removed, [first.release]);
  assert.deepEqual(await listReleases(s.output), [second.release]);
  assert.equal(readFileSync(path.join(s.output, "current", "index.html"), "utf8"), "<h1>home</h1>");
  assert.deepEqual(
    (await import("node:fs")).readdirSync(path.join(s.output, "releases")),
    [second.release],
    "the stale .staging- folder is removed",
  );
});

test("stageTree links from `previous` only on equal bytes and copies without it", async () => {
  const s = site();
  s.write("a.txt", "same");
  s.write("b.txt", "new!");
  const previous = path.join(s.dir, "previous");
  mkdirSync(previous);
  writeFileSync(path.join(previous, "a.txt"), "same");
  writeFileSync(path.join(previous, "b.txt"), "old!");
  const linked = await stageTree(s.pub, path.join(s.dir, "one"), previous);
  assert.deepEqual(linked, { files: 2, linked: 1, copied: 1, copiedBytes: 4 });
  assert.equal(inode(path.join(s.dir, "one", "a.txt")), inode(path.join(previous, "a.txt")));
  const copied = await stageTree(s.pub, path.join(s.dir, "two"), null);
  assert.deepEqual(copied, { files: 2, linked: 0, copied: 2, copiedBytes: 8 });
  assert.equal(await sameBytes(path.join(s.pub, "a.txt"), path.join(previous, "a.txt")), true);
  assert.equal(await sameBytes(path.join(s.pub, "b.txt"), path.join(previous, "b.txt")), false);
  assert.equal(await sameBytes(path.join(s.pub, "a.txt"), path.join(previous, "none")), false);
});
