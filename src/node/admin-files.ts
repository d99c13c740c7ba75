import { createHash } from "node:crypto";
import { copyFile, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { adminConfig, type AdminBackend, type AdminContent } from "./admin-config";

// The editors' admin at /admin: Sveltia CMS copied from node_modules (/admin's policy allows the
// site's scripts alone), its Spanish strings and the configuration. Both scripts carry a hash
// in their name, so hosts keep them a year (deploy/policy.mjs CACHE_RULES). Sveltia would fetch
// non-English strings from unpkg.com: the first script puts them in its localStorage cache.
export const ADMIN_DIR = "admin";
/** The interface's language: Sveltia's Spanish (es-CO, the most complete of its Spanish). */
export const ADMIN_LOCALE = "es-CO";

const hashOf = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16);

/** Sveltia's CDN fonts, served from `fonts/<family>-<file>` out of the fontsource packages. */
const CDN_FONT =
  /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[\d.]+\/([a-z0-9-]+\.woff2)/g;
const FONT_PACKAGES: Readonly<Record<string, string>> = {
  "source-sans-3": "@fontsource-variable/source-sans-3",
  "noto-mono": "@fontsource/noto-mono",
  "material-symbols-outlined": "@fontsource-variable/material-symbols-outlined",
};
/** Sveltia's check for a newer version of itself (a fetch of unpkg.com): the version is pinned. */
const UPDATE_CHECK = /(\w+)=`\$\{\w+\}\/package\.json`/g;

/**
 * Sveltia's build with what it fetches from other hosts made local, and the fonts it then loads.
 * Throws when these rewrites no longer match, so an upgrade cannot quietly bring a CDN back.
 */
export function localizeSveltia(script: string) {
  const fonts = new Map<string, string>();
  let updateChecks = 0;
  const local = script
    .replace(/\n\/\/# sourceMappingURL=\S+\s*$/, "\n")
    .replace(CDN_FONT, (_, family: string, file: string) => {
      const fontPackage = FONT_PACKAGES[family];
      if (!fontPackage) throw new Error(`Sveltia loads an unknown font: ${family}`);
      const font = `${family}-${file}`;
      fonts.set(font, path.join(path.resolve("node_modules"), fontPackage, "files", font));
      return `./fonts/${font}`;
    })
    .replace(UPDATE_CHECK, (_, name: string) => {
      updateChecks += 1;
      return `${name}="data:application/json,{}"`;
    });
  if (fonts.size !== Object.keys(FONT_PACKAGES).length || updateChecks !== 1) {
    throw new Error(
      `Sveltia's build is not the one the admin was made for (fonts: ${[...fonts.keys()].join(", ")}; update checks: ${updateChecks})`,
    );
  }
  if (/cdn\.jsdelivr\.net\/fontsource/.test(local))
    throw new Error("Sveltia still loads a CDN font");
  return { script: local, fonts: [...fonts].sort() };
}

/** Spanish for what Sveltia's es-CO strings lack: the warnings about someone else's change. */
export const MISSING_SPANISH: Readonly<Record<string, Record<string, string>>> = {
  save_conflict: {
    title: "Otra persona cambió esta entrada",
    modified_by: "{$name} cambió esta entrada el {$date}, después de que la abriste.",
    modified: "Esta entrada cambió en el repositorio después de que la abriste.",
    deleted: "Esta entrada se borró del repositorio después de que la abriste.",
    overwrite_warning:
      "Si guardas ahora, se perderán sus cambios. Cancela, copia tu texto, vuelve a cargar la entrada y repite tu cambio.",
    recreate_warning: "Si guardas ahora, la entrada se creará de nuevo.",
    save_anyway: "Guardar de todos modos",
    branch_moved: "Otra persona actualizó el repositorio mientras guardabas. Inténtalo de nuevo.",
  },
  remote_change: {
    reload_entry: "Volver a cargar la entrada",
    confirm_reloading_entry:
      "¿Seguro que quieres volver a cargar la entrada? Se perderán los cambios que no guardaste.",
  },
};

/** The first script: Spanish unless the editor chose otherwise, its strings, the configuration. */
export function startScript(config: unknown, version: string, strings: unknown): string {
  return `// IKY Yoga: the admin's configuration, generated from the content's schema (src/node/admin-config.ts).
(() => {
  "use strict";
  const config = ${JSON.stringify(config)};
  const strings = ${JSON.stringify(strings)};
  window.CMS_MANUAL_INIT = true;
  try {
    const prefs = JSON.parse(localStorage.getItem("sveltia-cms.prefs") || "{}") || {};
    if (!prefs.locale) {
      localStorage.setItem("sveltia-cms.prefs", JSON.stringify({ ...prefs, locale: ${JSON.stringify(ADMIN_LOCALE)} }));
    }
    localStorage.setItem(
      "sveltia-cms.locale",
      JSON.stringify({ _locale: ${JSON.stringify(ADMIN_LOCALE)}, _version: ${JSON.stringify(version)}, ...strings }),
    );
  } catch {
    // Storage refused (a private window's quota): Sveltia shows its English strings.
  }
  window.addEventListener("DOMContentLoaded", () => window.CMS.init({ config }));
})();
`;
}

export function indexHtml(startName: string, sveltiaName: string, title: string): string {
  return `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>${title}</title>
    <script src="./${startName}"></script>
    <script src="./${sveltiaName}"></script>
  </head>
  <body></body>
</html>
`;
}

/**
 * Writes public/admin/ for this forge, or removes it without one (CMS_FORGE_URL unset): no admin
 * is better than one that cannot save. Returns the files written, relative to publicDir.
 */
export async function writeAdminFiles(
  publicDir: string,
  backend: AdminBackend | null,
  content: AdminContent,
  siteUrl: string,
): Promise<string[]> {
  const dir = path.join(publicDir, ADMIN_DIR);
  await rm(dir, { recursive: true, force: true });
  if (!backend) return [];
  const config = adminConfig(backend, content, siteUrl);
  // Sveltia's package folder: its `exports` hide package.json, so its main file is resolved.
  let cms = path.dirname(createRequire(path.resolve("package.json")).resolve("@sveltia/cms"));
  while (path.basename(cms) !== "cms") cms = path.dirname(cms);
  const read = (...parts: string[]) => readFile(path.join(cms, ...parts), "utf8");
  const { version } = JSON.parse(await read("package.json")) as { version: string };
  const { script, fonts } = localizeSveltia(await read("dist", "sveltia-cms.js"));
  const locale = JSON.parse(await read("locales", `${ADMIN_LOCALE}.json`)) as object;
  const start = startScript(config, version, { ...MISSING_SPANISH, ...locale });
  const sveltiaName = `sveltia-cms-${version.replace(/\W/g, "-")}-${hashOf(script)}.js`;
  const startName = `cms-${hashOf(start)}.js`;
  await mkdir(path.join(dir, "fonts"), { recursive: true });
  await Promise.all([
    ...fonts.map(([font, source]) => copyFile(source, path.join(dir, "fonts", font))),
    writeFile(path.join(dir, sveltiaName), script),
    writeFile(path.join(dir, startName), start),
    writeFile(path.join(dir, "index.html"), indexHtml(startName, sveltiaName, config.app_title)),
  ]);
  return [sveltiaName, startName, "index.html", ...fonts.map(([f]) => `fonts/${f}`)].map(
    (name) => `${ADMIN_DIR}/${name}`,
  );
}
