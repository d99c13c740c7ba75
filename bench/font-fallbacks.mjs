// Prints the metric-matched fallback faces of src/styles/global.css: for each web font, a local
// font (Arial / Times New Roman, or their metric twins Liberation Sans / Serif and Helvetica)
// resized and given the web font's ascent, descent and line gap, so text drawn before the web
// font arrives takes the same room, and the swap moves nothing (Lighthouse measured the home's
// layout shift as "Web font loaded"). Widths are compared on Spanish text from the site itself.
//   node bench/font-fallbacks.mjs
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { inflateSync } from "node:zlib";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const fontsource = (/** @type {string} */ pkg, /** @type {string} */ file) =>
  path.join(ROOT, "node_modules", "@fontsource", pkg, "files", file);
const LIBERATION = "/usr/share/fonts/truetype/liberation";

/** Text the fonts set on the site: the comparison is weighted as Spanish prose is. */
const SAMPLE =
  "Creemos que el yoga es un camino de regreso a uno mismo. En IKY Yoga unimos la tradición " +
  "clásica de la India, la sabiduría del movimiento maya y la investigación contemporánea " +
  "sobre el cuerpo para acompañar a cada persona en su propio proceso: con clases cercanas, " +
  "formaciones serias y un centro de retiros rodeado de naturaleza. Próximos eventos";

/**
 * Where the table directory and its fields sit: a WOFF 1.0 entry is tag, offset, compressed
 * length, original length (20 bytes, after a 44-byte header); a TrueType one is tag, checksum,
 * offset, length (16 bytes, after 12).
 */
const DIRECTORY = {
  woff: { count: 12, first: 44, size: 20, offset: 4, length: 8, original: 12 },
  sfnt: { count: 4, first: 12, size: 16, offset: 8, length: 12, original: 12 },
};

/**
 * The tables of a TrueType/OpenType font, from a .ttf or a WOFF 1.0 file (whose tables may be
 * zlib-compressed: stored shorter than their original length).
 * @param {Buffer} buffer
 */
export function readTables(buffer) {
  const dir = buffer.toString("latin1", 0, 4) === "wOFF" ? DIRECTORY.woff : DIRECTORY.sfnt;
  /** @type {Map<string, Buffer>} */
  const tables = new Map();
  const count = buffer.readUInt16BE(dir.count);
  for (let i = 0; i < count; i += 1) {
    const at = dir.first + i * dir.size;
    const tag = buffer.toString("latin1", at, at + 4);
    const offset = buffer.readUInt32BE(at + dir.offset);
    const length = buffer.readUInt32BE(at + dir.length);
    const data = buffer.subarray(offset, offset + length);
    tables.set(tag, length < buffer.readUInt32BE(at + dir.original) ? inflateSync(data) : data);
  }
  return tables;
}

/**
 * Glyph id of a code point through the (3,1) or (0,*) format 4 cmap subtable.
 * @param {Buffer} cmap
 * @returns {(code: number) => number}
 */
function glyphMap(cmap) {
  const count = cmap.readUInt16BE(2);
  for (let i = 0; i < count; i += 1) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    const offset = cmap.readUInt32BE(8 + i * 8);
    if (!((platform === 3 && encoding === 1) || platform === 0)) continue;
    const t = cmap.subarray(offset);
    if (t.readUInt16BE(0) !== 4) continue;
    const segments = t.readUInt16BE(6) / 2;
    const ends = 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const ranges = deltas + segments * 2;
    return (code) => {
      for (let s = 0; s < segments; s += 1) {
        if (code > t.readUInt16BE(ends + s * 2)) continue;
        const start = t.readUInt16BE(starts + s * 2);
        if (code < start) return 0;
        const delta = t.readInt16BE(deltas + s * 2);
        const range = t.readUInt16BE(ranges + s * 2);
        if (range === 0) return (code + delta) & 0xffff;
        const at = ranges + s * 2 + range + (code - start) * 2;
        const glyph = t.readUInt16BE(at);
        return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
      }
      return 0;
    };
  }
  throw new Error("No cmap subtable of format 4");
}

/**
 * Units per em, hhea's vertical metrics and the average advance over SAMPLE.
 * @param {string} file
 */
export function metrics(file) {
  const tables = readTables(readFileSync(file));
  const table = (/** @type {string} */ tag) => {
    const found = tables.get(tag);
    if (!found) throw new Error(`${file}: no ${tag} table`);
    return found;
  };
  const head = table("head");
  const hhea = table("hhea");
  const hmtx = table("hmtx");
  const unitsPerEm = head.readUInt16BE(18);
  const longMetrics = hhea.readUInt16BE(34);
  const glyphOf = glyphMap(table("cmap"));
  const advance = (/** @type {number} */ glyph) =>
    hmtx.readUInt16BE(Math.min(glyph, longMetrics - 1) * 4);
  const chars = [...SAMPLE];
  const total = chars.reduce((sum, char) => sum + advance(glyphOf(char.codePointAt(0) ?? 0)), 0);
  return {
    unitsPerEm,
    ascent: hhea.readInt16BE(4),
    descent: hhea.readInt16BE(6),
    lineGap: hhea.readInt16BE(8),
    averageWidth: total / chars.length,
  };
}

const percent = (/** @type {number} */ value) => `${(value * 100).toFixed(2)}%`;

/**
 * @typedef {ReturnType<typeof metrics>} Metrics
 * One @font-face: the local font resized to the web font's width, with its vertical metrics.
 * @param {{ family: string, weight: number, local: string[], web: Metrics, fallback: Metrics }} face
 */
export function fallbackFace({ family, weight, local, web, fallback }) {
  const sizeAdjust =
    web.averageWidth / web.unitsPerEm / (fallback.averageWidth / fallback.unitsPerEm);
  const em = (/** @type {number} */ units) => Math.abs(units) / web.unitsPerEm / sizeAdjust;
  return [
    "@font-face {",
    `  font-family: "${family}";`,
    `  font-weight: ${weight};`,
    `  src: ${local.map((/** @type {string} */ name) => `local("${name}")`).join(", ")};`,
    `  size-adjust: ${percent(sizeAdjust)};`,
    `  ascent-override: ${percent(em(web.ascent))};`,
    `  descent-override: ${percent(em(web.descent))};`,
    `  line-gap-override: ${percent(em(web.lineGap))};`,
    "}",
  ].join("\n");
}

const FACES = [
  {
    family: "Nunito Sans Fallback",
    weight: 400,
    local: ["Arial", "ArialMT", "Helvetica", "Liberation Sans", "LiberationSans"],
    web: fontsource("nunito-sans", "nunito-sans-latin-400-normal.woff"),
    fallback: `${LIBERATION}/LiberationSans-Regular.ttf`,
  },
  {
    family: "Nunito Sans Fallback",
    weight: 700,
    local: [
      "Arial Bold",
      "Arial-BoldMT",
      "Helvetica Bold",
      "Helvetica-Bold",
      "Liberation Sans Bold",
      "LiberationSans-Bold",
    ],
    web: fontsource("nunito-sans", "nunito-sans-latin-700-normal.woff"),
    fallback: `${LIBERATION}/LiberationSans-Bold.ttf`,
  },
  {
    family: "Cormorant Garamond Fallback",
    weight: 500,
    local: ["Times New Roman", "TimesNewRomanPSMT", "Liberation Serif", "LiberationSerif"],
    web: fontsource("cormorant-garamond", "cormorant-garamond-latin-500-normal.woff"),
    fallback: `${LIBERATION}/LiberationSerif-Regular.ttf`,
  },
  {
    family: "Cormorant Garamond Fallback",
    weight: 600,
    local: [
      "Times New Roman Bold",
      "TimesNewRomanPS-BoldMT",
      "Liberation Serif Bold",
      "LiberationSerif-Bold",
    ],
    web: fontsource("cormorant-garamond", "cormorant-garamond-latin-600-normal.woff"),
    fallback: `${LIBERATION}/LiberationSerif-Bold.ttf`,
  },
];

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const face of FACES) {
    console.log(
      fallbackFace({ ...face, web: metrics(face.web), fallback: metrics(face.fallback) }),
    );
  }
}
