#!/usr/bin/env node
// Draws the section pages' artwork (one scene per section, the diplomas of /about, teacher
// portraits, spaces and eco-hotel photos of /ishka, the RIPEY sample diploma) with the same SVG
// builders as the stand-in API, and writes them as JPEG into content/sections/<page>/images/.
// The images are the project's own artwork and are committed; run again after adding a section:
//   node scripts/make-section-art.mjs
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { diplomaSvg, portraitSvg, sceneSvg } from "../art/svg.mjs";

import { certificationDate, decodeCertification } from "../stub-api/shared.mjs";

/**
 * A diploma read with the registry's decoder (formation and date from the code).
 * @param {string} nombre
 * @param {string} codigo
 * @param {string} [formacion] the name to print, when not the code's
 */
function diploma(nombre, codigo, formacion) {
  const code = decodeCertification(codigo);
  return diplomaSvg({
    nombre,
    codigo,
    formacion: formacion ?? (code.ok ? code.formacion : "Yoga"),
    fecha: code.ok ? certificationDate(code, "es-CO") : "",
  });
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SECTIONS = path.join(ROOT, "content", "sections");
const JPEG = { quality: 76, mozjpeg: true };

/**
 * page → section id → [scene, palette] (scenes and palettes of art/svg.mjs).
 * @type {Record<string, Record<string, [string, string]>>}
 */
const SECTION_SCENES = {
  about: {
    diplomas: ["mandala", "ochre"],
    "formacion-en-yoga": ["meditator", "dawn"],
    "camino-maya": ["jungle", "sage"],
    "formacion-en-feldenkrais": ["waves", "sea"],
    experiencia: ["mountains", "terracotta"],
  },
  yoga: {
    "definicion-de-yoga": ["meditator", "terracotta"],
    "sistema-iky": ["mandala", "sage"],
    "profesorado-e-instructorado": ["circle", "ochre"],
    "cursos-retiros-y-talleres": ["ocean-meditator", "sea"],
    "profundizaciones-y-especializaciones": ["spiral", "dusk"],
  },
  iky: {
    ikynesis: ["waves", "sage"],
    "metodo-feldenkrais": ["hills", "dawn"],
    "cursos-retiros-y-talleres": ["jungle-sea", "sea"],
    "sesiones-individuales-de-integracion-somatica": ["meditator", "sage"],
  },
  kankueb: {
    kankueb: ["fire", "dusk"],
    "cosmovision-y-calendario-maya": ["moon", "night"],
    "mystic-dance": ["spiral", "ochre"],
  },
  ripey: {
    "que-es-el-ripey": ["city", "terracotta"],
    "ejemplo-de-diploma": ["mandala", "dawn"],
    "lista-de-profesores-por-paises": ["hills", "sage"],
  },
  ishka: {
    "nuestro-centro": ["mountains", "sage"],
    espacios: ["meditator", "ochre"],
    "nuestros-profesores": ["circle", "dusk"],
    calendario: ["moon", "night"],
    "eco-living": ["jungle", "ochre"],
  },
};

/** @type {[string, string, string][]} slug, title, code */
const DIPLOMAS = [
  ["diploma-yoga", "Diploma en Yoga", "IKY-0100-120609-01"],
  ["profesor-de-yoga", "Profesorado de Yoga", "IKY-0101-150309-01"],
  ["instructor-de-yoga", "Instructorado de Yoga", "IKY-0102-200711-02"],
  ["especializacion", "Especialización en Yoga", "IKY-0103-050914-01"],
  ["kankueb", "Profesorado de Danza Kankueb", "IKY-0202-210316-01"],
  ["ikynesis", "Profesorado de IKYnesis", "IKY-0303-101018-01"],
];

/** @type {[string, string, boolean][]} slug, hair, beard */
const TEACHERS = [
  ["mariana-ocampo", "long", false],
  ["tomas-rivas", "short", true],
  ["ixchel-canul", "wrap", false],
  ["lucas-beltran", "bun", false],
  ["sofia-arango", "curly", false],
];

/** @type {[string, string, string][]} slug, scene, palette */
const SPACES = [
  ["shala-principal", "meditator", "dawn"],
  ["sala-de-movimiento", "waves", "sage"],
  ["jardin-de-meditacion", "jungle", "sage"],
  ["terraza-del-fuego", "fire", "dusk"],
];

/** @type {[string, string, string][]} slug, scene, palette */
const ECO = [
  ["cabanas", "jungle-sea", "sea"],
  ["huerta", "hills", "sage"],
  ["amanecer", "mountains", "dawn"],
  ["rio", "ocean", "sea"],
  ["noche", "moon", "night"],
];

/**
 * @param {string} file
 * @param {string} svg
 * @param {number} width
 * @param {number} height
 */
async function jpeg(file, svg, width, height) {
  await mkdir(path.dirname(file), { recursive: true });
  const buffer = await sharp(Buffer.from(svg)).resize(width, height).jpeg(JPEG).toBuffer();
  await writeFile(file, buffer);
  console.log(path.relative(ROOT, file), `${Math.round(buffer.length / 1024)} KB`);
}

/** @param {string} page @param {string[]} parts */
const images = (page, ...parts) => path.join(SECTIONS, page, "images", ...parts);

for (const [page, sections] of Object.entries(SECTION_SCENES)) {
  for (const [id, [scene, palette]] of Object.entries(sections)) {
    await jpeg(
      images(page, `${id}.jpg`),
      sceneSvg(1200, 900, { scene, palette, seed: id }),
      1200,
      900,
    );
  }
}
for (const [slug, titulo, codigo] of DIPLOMAS) {
  const svg = diploma("Graduada IKY Yoga", codigo, titulo);
  await jpeg(images("about", "diplomas", `${slug}.jpg`), svg, 900, 638);
}
for (const [slug, hair, beard] of TEACHERS) {
  await jpeg(
    images("ishka", "profesores", `${slug}.jpg`),
    portraitSvg(600, { seed: slug, hair, beard }),
    600,
    600,
  );
}
for (const [slug, scene, palette] of SPACES) {
  await jpeg(
    images("ishka", "espacios", `${slug}.jpg`),
    sceneSvg(1000, 750, { scene, palette, seed: slug }),
    1000,
    750,
  );
}
for (const [slug, scene, palette] of ECO) {
  await jpeg(
    images("ishka", "eco", `${slug}.jpg`),
    sceneSvg(1000, 750, { scene, palette, seed: `eco-${slug}` }),
    1000,
    750,
  );
}
await jpeg(
  images("ripey", "diploma-ejemplo.jpg"),
  diploma("Lucía Restrepo Gómez", "IKY-0101-150309-01"),
  1200,
  850,
);
