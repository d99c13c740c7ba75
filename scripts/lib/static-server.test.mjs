// The local server of `npm start` / `npm run serve`: `node --test scripts/lib/static-server.test.mjs`.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, test } from "node:test";
import { startSite } from "./static-server.mjs";

const root = mkdtempSync(path.join(os.tmpdir(), "iky-static-server-"));
after(() => rmSync(root, { recursive: true, force: true }));

test("an unknown address gets the not-found page of its language, as nginx serves it", async () => {
  mkdirSync(path.join(root, "en"));
  writeFileSync(path.join(root, "index.html"), '<html lang="es"><p>Inicio</p></html>');
  writeFileSync(path.join(root, "404.html"), '<html lang="es"><p>Página no encontrada</p></html>');
  writeFileSync(path.join(root, "en", "404.html"), '<html lang="en"><p>Page not found</p></html>');
  const site = await startSite({ publicDir: root, matchPaths: [] });
  try {
    const html = { accept: "text/html" };
    const english = await fetch(`${site.url}/en/no-such-page/`, { headers: html });
    assert.equal(english.status, 404);
    assert.match(await english.text(), /Page not found/);
    const spanish = await fetch(`${site.url}/no-existe/`, { headers: html });
    assert.equal(spanish.status, 404);
    assert.match(await spanish.text(), /Página no encontrada/);
  } finally {
    await site.close();
  }
});
