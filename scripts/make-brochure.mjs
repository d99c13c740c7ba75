#!/usr/bin/env node
// Writes the Eco-Living brochure opened by 'Ver más' on /ishka (eco-living-folleto.pdf, in
// Spanish) and by 'See more' on /en/ishka (eco-living-brochure.pdf, in English): two-page PDFs
// written by hand (PDF 1.4, the standard Helvetica and Times fonts with WinAnsi encoding for
// Spanish accents, one JPEG cover drawn from the section's artwork).
// Its words are content (content/brochure/eco-living.yaml, eco-living.en.yaml); the school's
// facts (address, mail, phone) are the build's SchoolFacts nodes in each language, given as JSON
// by src/node/on-post-build.ts, so the brochures always carry the current ones.
//
//   node scripts/make-brochure.mjs <output folder> '{"es": {...facts}, "en": {...facts}}'
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { load as parse } from "js-yaml";
import { BROCHURE_LISTS, BROCHURE_TEXTS } from "./lib/brochure-copy.mjs";
import { pdfString } from "./lib/pdf-text.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [outArg, factsArg] = process.argv.slice(2);
if (!outArg || !factsArg) {
  throw new Error("usage: make-brochure.mjs <output folder> <school facts as JSON: { es, en }>");
}
const OUT_DIR = path.resolve(outArg);
const COVER = path.join(ROOT, "content", "sections", "ishka", "images", "eco", "cabanas.jpg");
/** @type {{ es: Record<string, unknown>, en: Record<string, unknown> }} */
const FACTS = JSON.parse(factsArg);

/** The words of page 1 (`lines`) and page 2 (`rooms`, `included`, `longStays`, `checkIn`…). */
const TEXTS = /** @type {(keyof typeof BROCHURE_TEXTS)[]} */ (Object.keys(BROCHURE_TEXTS));
const LISTS = /** @type {(keyof typeof BROCHURE_LISTS)[]} */ (Object.keys(BROCHURE_LISTS));

/**
 * One brochure's words, checked: a missing or empty entry stops the build, naming the file.
 * @param {string} name
 */
async function readCopy(name) {
  const file = path.join("content", "brochure", name);
  const raw = /** @type {Record<string, unknown>} */ (
    parse(await readFile(path.join(ROOT, file), "utf8")) ?? {}
  );
  for (const key of TEXTS) {
    if (typeof raw[key] !== "string" || !raw[key]) throw new Error(`${file}: falta "${key}"`);
  }
  for (const key of LISTS) {
    const lines = raw[key];
    if (!Array.isArray(lines) || !lines.every((line) => typeof line === "string")) {
      throw new Error(`${file}: "${key}" debe ser una lista de líneas`);
    }
  }
  return /** @type {Record<(typeof TEXTS)[number], string> & Record<(typeof LISTS)[number], string[]>} */ (
    raw
  );
}

const BROCHURES = [
  {
    file: "eco-living-folleto.pdf",
    lang: "es-CO",
    copy: await readCopy("eco-living.yaml"),
    school: FACTS.es,
  },
  {
    file: "eco-living-brochure.pdf",
    lang: "en",
    copy: await readCopy("eco-living.en.yaml"),
    school: FACTS.en,
  },
];

const W = 595; // A4 in points
const H = 842;

// Baseline JPEG: every PDF reader decodes it with DCTDecode.
const cover = await sharp(COVER).resize(W, 420, { fit: "cover" }).jpeg({ quality: 82 }).toBuffer();

/** @param {string} hex */
const rgb = (hex) =>
  [1, 3, 5].map((i) => (parseInt(hex.slice(i, i + 2), 16) / 255).toFixed(3)).join(" ");

/**
 * Draws lines of text from (x, y) downwards.
 * @param {string[]} lines
 * @param {{ x: number, y: number, size: number, font?: string, leading?: number, color?: string }} options
 */
function text(lines, { x, y, size, font = "F1", leading = size * 1.4, color = "#2e2a24" }) {
  let out = `BT /${font} ${size} Tf ${rgb(color)} rg ${leading} TL ${x} ${y} Td\n`;
  lines.forEach((line, i) => {
    out += `${i ? "T* " : ""}${pdfString(line)} Tj\n`;
  });
  return `${out}ET\n`;
}

/**
 * One brochure's bytes.
 * @param {(typeof BROCHURES)[number]} brochure
 */
function brochurePdf({ copy, lang, school }) {
  /** @param {string} field */
  const fact = (field) => {
    const value = school[field];
    if (typeof value !== "string" && typeof value !== "number") {
      throw new Error(`SchoolFacts: falta "${field}" para el folleto`);
    }
    return String(value).trim();
  };
  const address = `${fact("direccion")}, ${fact("ciudad")}`;
  const contact = `${fact("correo")}  ·  ${fact("telefono")}`;

  const page1 = [
    `q ${rgb("#fbf7f0")} rg 0 0 ${W} ${H} re f Q`,
    `q ${W} 0 0 420 0 ${H - 420} cm /Cover Do Q`,
    `q ${rgb("#1f2a24")} rg 0 ${H - 470} ${W} 50 re f Q`,
    text(
      [`${fact("nombre")}  ·  ${copy.centre}  ·  ${fact("ciudad")}, ${fact("pais")}`.toUpperCase()],
      {
        x: 48,
        y: H - 451,
        size: 11,
        font: "F2",
        color: "#f3ede2",
      },
    ),
    text(["Eco-Living"], { x: 48, y: H - 540, size: 54, font: "F3", color: "#9c4221" }),
    text([copy.subtitle], {
      x: 48,
      y: H - 575,
      size: 18,
      font: "F3",
      color: "#4f6248",
    }),
    text(copy.lines, { x: 48, y: H - 625, size: 12, leading: 18 }),
    text([`${address}  ·  ${contact}`], {
      x: 48,
      y: 48,
      size: 10,
      color: "#62584d",
    }),
  ].join("\n");

  /** @param {string} title @param {string[]} lines @param {number} y */
  const section = (title, lines, y) =>
    text([title], { x: 48, y, size: 20, font: "F3", color: "#9c4221" }) +
    text(lines, { x: 48, y: y - 28, size: 12, leading: 18 });

  const page2 = [
    `q ${rgb("#fbf7f0")} rg 0 0 ${W} ${H} re f Q`,
    `q ${rgb("#d9a441")} rg 48 ${H - 70} 60 4 re f Q`,
    text([copy.stay], { x: 48, y: H - 110, size: 34, font: "F3" }),
    section(copy.roomsTitle, copy.rooms, H - 170),
    section(copy.includedTitle, copy.included, H - 320),
    section(copy.longStaysTitle, copy.longStays, H - 490),
    section(copy.bookingTitle, [contact, copy.checkIn], H - 600),
    text([fact("nombreLegal").replace(/\s+[–—-]\s+/, "  ·  ")], {
      x: 48,
      y: 48,
      size: 10,
      color: "#62584d",
    }),
  ].join("\n");

  // Objects: 1 catalog, 2 pages, 3–5 fonts, 6 image, 7–8 page contents, 9–10 pages.
  /** @param {string} s */
  const latin1 = (s) => Buffer.from(s, "latin1");
  const objects = [
    latin1(`<< /Type /Catalog /Pages 2 0 R /Lang (${lang}) >>`),
    latin1("<< /Type /Pages /Kids [9 0 R 10 0 R] /Count 2 >>"),
    latin1("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"),
    latin1(
      "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    ),
    latin1("<< /Type /Font /Subtype /Type1 /BaseFont /Times-Italic /Encoding /WinAnsiEncoding >>"),
    Buffer.concat([
      latin1(
        `<< /Type /XObject /Subtype /Image /Width ${W} /Height 420 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${cover.length} >>\nstream\n`,
      ),
      cover,
      latin1("\nendstream"),
    ]),
    ...[page1, page2].map((content) => {
      const body = latin1(content);
      return Buffer.concat([
        latin1(`<< /Length ${body.length} >>\nstream\n`),
        body,
        latin1("\nendstream"),
      ]);
    }),
    ...[7, 8].map((contents) =>
      latin1(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${W} ${H}] /Contents ${contents} 0 R /Resources << /Font << /F1 3 0 R /F2 4 0 R /F3 5 0 R >> /XObject << /Cover 6 0 R >> >> >>`,
      ),
    ),
  ];

  const header = latin1("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n");
  const parts = [header];
  let offset = header.length;
  /** @type {number[]} */
  const offsets = [];
  objects.forEach((object, i) => {
    offsets.push(offset);
    const chunk = Buffer.concat([latin1(`${i + 1} 0 obj\n`), object, latin1("\nendobj\n")]);
    parts.push(chunk);
    offset += chunk.length;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("") +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info << /Title ${pdfString(copy.docTitle)} /Author ${pdfString(fact("nombre"))} >> >>\nstartxref\n${offset}\n%%EOF\n`;
  parts.push(latin1(xref));
  return Buffer.concat(parts);
}

await mkdir(OUT_DIR, { recursive: true });
for (const brochure of BROCHURES) {
  const out = path.join(OUT_DIR, brochure.file);
  await writeFile(out, brochurePdf(brochure));
  console.log(path.relative(ROOT, out));
}
