import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "fs";
import os from "os";
import path from "path";
import { ADMIN_LOCALE, writeAdminFiles } from "../../src/node/admin-files";
import { BACKEND } from "../fixtures/admin-backend";
import { ADMIN_CONTENT } from "../fixtures/admin-content";

/**
 * The admin's files in the build: Sveltia's own script and the generated one, both named by a
 * hash of their bytes (the hosts cache them a year), an index.html with no inline script (the
 * admin's policy allows scripts of the site alone), and nothing at all without a forge.
 */
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "iky-admin-files-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test("index.html loads the configuration, then Sveltia, both files of the site, no inline script", async () => {
  const written = await writeAdminFiles(dir, BACKEND, ADMIN_CONTENT, "https://www.ikyyoga.com");
  const names = readdirSync(path.join(dir, "admin")).sort();
  const everything = readdirSync(path.join(dir, "admin"), { recursive: true })
    .map((f) => `admin/${String(f)}`)
    .filter((f) => f !== "admin/fonts")
    .sort();
  expect([...written].sort()).toEqual(everything);
  // Sveltia's fonts, from the admin's folder, not from a CDN.
  expect(written.filter((f) => f.startsWith("admin/fonts/"))).toHaveLength(3);
  const sveltia = names.find((n) => n.startsWith("sveltia-cms-"))!;
  const start = names.find((n) => n.startsWith("cms-"))!;
  expect(sveltia).toMatch(/^sveltia-cms-0-221-1-[0-9a-f]{16}\.js$/);
  expect(start).toMatch(/^cms-[0-9a-f]{16}\.js$/);
  const html = readFileSync(path.join(dir, "admin", "index.html"), "utf8");
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.map((m) => m[1]!.trim())).toEqual([`src="./${start}"`, `src="./${sveltia}"`]);
  expect(scripts.every((m) => m[2] === "")).toBe(true);
  expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(html).toContain('<html lang="es">');
  // Sveltia's build, without its source map's comment (the map is not published).
  const code = readFileSync(path.join(dir, "admin", sveltia), "utf8");
  expect(code).not.toMatch(/sourceMappingURL/);
  expect(code).not.toMatch(/cdn\.jsdelivr\.net/);
  expect(code).toContain("./fonts/material-symbols-outlined-latin-wght-normal.woff2");
});

test("the configuration script: manual start with the generated configuration and the Spanish strings", async () => {
  await writeAdminFiles(dir, BACKEND, ADMIN_CONTENT, "https://www.ikyyoga.com");
  const start = readdirSync(path.join(dir, "admin")).find((n) => n.startsWith("cms-"))!;
  const code = readFileSync(path.join(dir, "admin", start), "utf8");
  const store = new Map<string, string>();
  const listeners: (() => void)[] = [];
  const init = jest.fn();
  const window = {
    CMS: { init },
    addEventListener: (_: string, fn: () => void) => listeners.push(fn),
  } as unknown as Record<string, unknown>;
  const localStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
  };
  new Function("window", "localStorage", code)(window, localStorage);
  expect(window.CMS_MANUAL_INIT).toBe(true);
  expect(JSON.parse(store.get("sveltia-cms.prefs")!).locale).toBe(ADMIN_LOCALE);
  const strings = JSON.parse(store.get("sveltia-cms.locale")!);
  expect(strings._locale).toBe("es-CO");
  expect(strings._version).toBe("0.221.1");
  expect(strings.save).toBe("Guardar");
  listeners.forEach((fn) => fn());
  expect(init).toHaveBeenCalledTimes(1);
  expect(init.mock.calls[0][0].config.backend.repo).toBe("iky/sitio");
  // An editor who chose another language keeps it.
  store.set("sveltia-cms.prefs", JSON.stringify({ locale: "en-US" }));
  new Function("window", "localStorage", code)(window, localStorage);
  expect(JSON.parse(store.get("sveltia-cms.prefs")!).locale).toBe("en-US");
});

test("no forge, no admin: an old one is removed", async () => {
  mkdirSync(path.join(dir, "admin"));
  writeFileSync(path.join(dir, "admin", "index.html"), "old");
  expect(await writeAdminFiles(dir, null, ADMIN_CONTENT, "https://www.ikyyoga.com")).toEqual([]);
  expect(readdirSync(dir)).toEqual([]);
});
