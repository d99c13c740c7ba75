#!/usr/bin/env node
// Writes the Eco-Living brochure opened by 'Ver más' on /ishka (eco-living-folleto.pdf, in
// Spanish) and by 'See more' on /en/ishka (eco-living-brochure.pdf, in English): two-page PDFs
// written by hand (PDF 1.4, the standard Helvetica and Times fonts with WinAnsi encoding for
// Spanish accents, one JPEG cover drawn from the section's artwork).
// The build writes them into public/ (src/node/on-post-build.ts), so they always carry the
// school's current facts from content/school.yaml (address, mail, phone); the English one takes
// the worded fields of content/school.en.yaml over them, as the English pages do.
//
//   node scripts/make-brochure.mjs [output folder, default public]
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { load as parse } from "js-yaml";
import { pdfString } from "./lib/pdf-text.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT_DIR = path.resolve(process.argv[2] ?? path.join(ROOT, "public"));
const COVER = path.join(ROOT, "content", "sections", "ishka", "images", "eco", "cabanas.jpg");
const SCHOOL_FILE = path.join(ROOT, "content", "school.yaml");
const SCHOOL_FILE_EN = path.join(ROOT, "content", "school.en.yaml");

/** @param {string} file */
const readFacts = async (file) =>
  /** @type {Record<string, unknown>} */ (parse(await readFile(file, "utf8")) ?? {});
/** The facts the brochures print; the build has already checked the files (src/lib/school.ts). */
const schoolEs = await readFacts(SCHOOL_FILE);
// The English file holds only worded fields (src/lib/school.ts checks it); the rest is shared.
const schoolEn = { ...schoolEs, ...(await readFacts(SCHOOL_FILE_EN)) };

/**
 * The words of each brochure. `lines` are the body lines of page 1; `rooms`, `included`,
 * `longStays` and `checkIn` are page 2's.
 */
const COPY = {
  es: {
    file: "eco-living-folleto.pdf",
    lang: "es-CO",
    docTitle: "Eco-Living - Folleto",
    centre: "CENTRO ISHKA",
    subtitle: "El eco-hotel del centro Ishka",
    lines: [
      "Cabañas y habitaciones rodeadas de jardín, a pocos pasos de las salas de práctica,",
      "para quienes vienen a formarse, a un retiro o a descansar unos días en Cali.",
      "",
      "Agua de lluvia para el riego, paneles solares para el agua caliente, compost para",
      "la huerta y desayunos de la huerta: cuidamos la casa como cuidamos la práctica.",
    ],
    stay: "Tu estancia",
    roomsTitle: "Habitaciones",
    rooms: [
      "Cabaña del jardín: cama doble, baño privado y terraza con hamaca.",
      "Habitación guadua: dos camas sencillas, baño privado, ideal para formaciones.",
      "Habitación compartida: cuatro camas, baño compartido, la opción más económica.",
    ],
    includedTitle: "Incluido en la estancia",
    included: [
      "Desayuno vegetariano con frutas, pan y café de la región.",
      "Clases semanales de yoga IKY y de movimiento (martes, jueves y sábado).",
      "Terraza, biblioteca, jardín de meditación y rincón de té.",
      "Ropa de cama de algodón, toallas y esterilla de yoga.",
    ],
    longStaysTitle: "Estancias largas",
    longStays: [
      "Para el instructorado de 21 días, los retiros y el programa YES (7 días)",
      "ofrecemos tarifas especiales. Escríbenos y te enviaremos una propuesta.",
    ],
    bookingTitle: "Reservas",
    checkIn: "Llegadas a partir de las 14:00; salidas hasta las 12:00.",
  },
  en: {
    file: "eco-living-brochure.pdf",
    lang: "en",
    docTitle: "Eco-Living - Brochure",
    centre: "ISHKA CENTRE",
    subtitle: "The Ishka centre's eco-hotel",
    lines: [
      "Cabins and rooms set in a garden, a few steps from the practice rooms, for those",
      "who come to train, for a retreat or simply to rest for a few days in Cali.",
      "",
      "Rainwater for the garden, solar panels for hot water, compost for the vegetable",
      "garden and breakfasts from it: we look after the house as we look after the practice.",
    ],
    stay: "Your stay",
    roomsTitle: "Rooms",
    rooms: [
      "Garden cabin: double bed, private bathroom and a terrace with a hammock.",
      "Guadua room: two single beds, private bathroom, ideal for training courses.",
      "Shared room: four beds, shared bathroom, the most affordable option.",
    ],
    includedTitle: "Included in your stay",
    included: [
      "Vegetarian breakfast with fruit, bread and coffee from the region.",
      "Weekly IKY yoga and movement classes (Tuesday, Thursday and Saturday).",
      "Terrace, library, meditation garden and tea corner.",
      "Cotton bed linen, towels and a yoga mat.",
    ],
    longStaysTitle: "Longer stays",
    longStays: [
      "For the 21-day instructor training, the retreats and the YES programme (7 days)",
      "we offer special rates. Write to us and we will send you a proposal.",
    ],
    bookingTitle: "Bookings",
    checkIn: "Check-in from 14:00; check-out until 12:00.",
  },
};

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
 * @param {typeof COPY.es} copy
 * @param {Record<string, unknown>} school
 */
function brochure(copy, school) {
  /** @param {string} field */
  const fact = (field) => {
    const value = school[field];
    if (typeof value !== "string" && typeof value !== "number") {
      throw new Error(`content/school.yaml: falta "${field}" para el folleto`);
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
    latin1(`<< /Type /Catalog /Pages 2 0 R /Lang (${copy.lang}) >>`),
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
for (const [copy, school] of /** @type {const} */ ([
  [COPY.es, schoolEs],
  [COPY.en, schoolEn],
])) {
  const out = path.join(OUT_DIR, copy.file);
  await writeFile(out, brochure(copy, school));
  console.log(path.relative(ROOT, out));
}
