// Renders iky-yoga.conf.template into a working nginx server block.
//
//   SITE_ROOT=/srv/iky/webhook-data/current API_ORIGIN=https://api.ikyyoga.com \
//     node deploy/nginx/render.mjs > /etc/nginx/conf.d/iky-yoga.conf
//
// Every value comes from the environment (or `renderConfig(values)` from code); see
// docs/deploy.md for each. Values are checked, because one stray quote or semicolon in an
// origin would break the whole Content-Security-Policy header, or the config.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), "iky-yoga.conf.template");

export const DEFAULTS = {
  LISTEN: "80",
  SERVER_NAME: "_",
  TILE_ORIGINS: "https://tile.openstreetmap.org",
  WEBHOOK_UPSTREAM: "127.0.0.1:9010",
  EXTRA_SCRIPT_SRC: "",
  EXTRA_CONNECT_SRC: "",
  EXTRA_FRAME_SRC: "",
  CSP_REPORT_URI: "",
};

const ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/i;
const SAFE = /^[^;"'{}\\\s][^;"'{}\\]*$/;

function origins(name, value, { required = false } = {}) {
  const list = String(value ?? "")
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((origin) => origin.replace(/\/+$/, ""));
  if (required && list.length === 0)
    throw new Error(`Falta ${name} (p. ej. https://api.ikyyoga.com).`);
  for (const origin of list) {
    if (!ORIGIN.test(origin)) {
      throw new Error(`${name}: "${origin}" no es un origen (esquema://host[:puerto], sin ruta).`);
    }
  }
  return list;
}

function plain(name, value) {
  const text = String(value ?? "").trim();
  if (!SAFE.test(text))
    throw new Error(`${name}: valor vacío o con caracteres no válidos: "${text}".`);
  return text;
}

/**
 * @param {Record<string, string | undefined>} input SITE_ROOT, API_ORIGIN and the DEFAULTS' keys
 * @returns {string} the nginx configuration
 */
export function renderConfig(input) {
  const v = {
    ...DEFAULTS,
    ...Object.fromEntries(Object.entries(input).filter(([, x]) => x !== undefined)),
  };
  const root = plain("SITE_ROOT", v.SITE_ROOT);
  if (!path.isAbsolute(root))
    throw new Error(`SITE_ROOT debe ser una ruta absoluta (valor: "${root}").`);
  const extra = (name) => {
    const list = origins(name, v[name]);
    return list.length ? ` ${list.join(" ")}` : "";
  };
  const report = String(v.CSP_REPORT_URI ?? "").trim();
  if (report && !/^(https?:\/\/|\/)[^\s;"']+$/.test(report)) {
    throw new Error(`CSP_REPORT_URI no es una URL válida: "${report}".`);
  }
  const values = {
    LISTEN: plain("LISTEN", v.LISTEN),
    SERVER_NAME: plain("SERVER_NAME", v.SERVER_NAME),
    SITE_ROOT: root,
    API_ORIGIN: origins("API_ORIGIN", v.API_ORIGIN, { required: true }).join(" "),
    // Only the tile origins not already listed as the API's (the stand-in serves both).
    TILE_ORIGINS: origins("TILE_ORIGINS", v.TILE_ORIGINS, { required: true })
      .filter((origin) => !origins("API_ORIGIN", v.API_ORIGIN).includes(origin))
      .map((origin) => ` ${origin}`)
      .join(""),
    WEBHOOK_UPSTREAM: plain("WEBHOOK_UPSTREAM", v.WEBHOOK_UPSTREAM),
    EXTRA_SCRIPT_SRC: extra("EXTRA_SCRIPT_SRC"),
    EXTRA_CONNECT_SRC: extra("EXTRA_CONNECT_SRC"),
    EXTRA_FRAME_SRC: extra("EXTRA_FRAME_SRC"),
    CSP_REPORT: report ? `; report-uri ${report}` : "",
  };
  const template = readFileSync(TEMPLATE, "utf8");
  const output = template.replace(/\{\{([A-Z_]+)\}\}/g, (match, key) => {
    if (!(key in values)) throw new Error(`Marcador desconocido en la plantilla: ${match}`);
    return values[key];
  });
  return output;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    process.stdout.write(renderConfig(process.env));
  } catch (error) {
    console.error(`[nginx] ${error.message}`);
    process.exit(1);
  }
}
