#!/usr/bin/env node
// Generates every image the sample data names (event covers and galleries, teacher
// portraits and diplomas) plus the local map tile, from the project's SVG art (art/svg.mjs).
// The images are the project's own artwork and are committed; run again after
// changing the sample data:  node stub-api/make-images.mjs
import { readFile, mkdir, writeFile, readdir, stat, unlink } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { sceneSvg, portraitSvg, diplomaSvg, tileSvg } from "../art/svg.mjs";
import { SAMPLE_MEN } from "./data.mjs";
import { certificationDate, decodeCertification } from "./shared.mjs";

/** @param {string} p */
const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const IMAGES = here("./images/");
const TILES = here("./tiles/");
const SAMPLE = here("../content/sample/");

/** @type {Record<string, [scene: string, palette: string]>} Scene and palette for each event
 * image; unknown names get one picked from the name. */
const SCENES = {
  "evento-31-portada.jpg": ["moon", "night"],
  "evento-38-portada.jpg": ["meditator", "dawn"],
  "evento-41-portada.jpg": ["waves", "sage"],
  "evento-42-portada.jpg": ["mandala", "ochre"],
  "evento-44-portada.jpg": ["mountains", "sage"],
  "evento-45-portada.jpg": ["jungle-sea", "sea"],
  "evento-46-portada.jpg": ["mandala", "night"],
  "evento-47-portada.jpg": ["spiral", "dusk"],
  "evento-48-portada.jpg": ["city", "terracotta"],
  "evento-49-portada.jpg": ["ocean-meditator", "sea"],
  "evento-50-portada.jpg": ["circle", "sage"],
  "galeria-shala-amanecer.jpg": ["meditator", "terracotta"],
  "galeria-circulo-meditacion.jpg": ["circle", "dusk"],
  "galeria-mandala-loto.jpg": ["mandala", "terracotta"],
  "galeria-farallones.jpg": ["mountains", "dawn"],
  "galeria-pacifico.jpg": ["ocean", "sea"],
  "galeria-selva-palmas.jpg": ["jungle", "ochre"],
  "galeria-luna-llena.jpg": ["moon", "night"],
  "galeria-danza-espiral.jpg": ["spiral", "ochre"],
  "galeria-valle-cauca.jpg": ["hills", "sage"],
  "galeria-salsa-atardecer.jpg": ["city", "dusk"],
  "galeria-fuego-ceremonia.jpg": ["fire", "dusk"],
  "galeria-meditacion-solitaria.jpg": ["ocean-meditator", "dawn"],
};
const FALLBACK_SCENES = ["mountains", "ocean", "mandala", "meditator", "jungle", "hills"];
const FALLBACK_PALETTES = ["dawn", "sage", "ochre", "terracotta", "sea"];

const HAIR_WOMEN = ["long", "bun", "curly", "tail", "wrap"];
const HAIR_MEN = ["short", "bun", "curly", "short"];

const JPEG = { quality: 78, mozjpeg: true };

/**
 * @param {string} name
 * @returns {[scene: string, palette: string]}
 */
function sceneFor(name) {
  const known = SCENES[name];
  if (known) return known;
  let h = 0;
  for (const c of name) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return [
    FALLBACK_SCENES[h % FALLBACK_SCENES.length] ?? "mountains",
    FALLBACK_PALETTES[h % FALLBACK_PALETTES.length] ?? "dawn",
  ];
}

/** Lists every image job the sample data needs. */
async function imageJobs() {
  /** @type {{ imagenCobertura?: string, imagenes?: Record<string, string> }[]} */
  const events = JSON.parse(await readFile(SAMPLE + "events.json", "utf8"));
  /** @type {{ nombre: string, prenom?: string, codigo: string, titulo?: string, foto?: string, diploma?: string }[]} */
  const teachers = JSON.parse(await readFile(SAMPLE + "teachers.json", "utf8"));
  /** @type {Map<string, () => { svg: string, w: number, h: number }>} */
  const jobs = new Map();
  for (const ev of events) {
    const cover = ev.imagenCobertura;
    if (cover) {
      const [scene, palette] = sceneFor(cover);
      jobs.set(cover, () => ({
        w: 1600,
        h: 900,
        svg: sceneSvg(1600, 900, { scene, palette, seed: cover }),
      }));
    }
    for (const name of Object.values(ev.imagenes ?? {})) {
      if (jobs.has(name)) continue;
      const [scene, palette] = sceneFor(name);
      jobs.set(name, () => ({
        w: 1200,
        h: 800,
        svg: sceneSvg(1200, 800, { scene, palette, seed: name }),
      }));
    }
  }
  teachers.forEach((t, i) => {
    const man = SAMPLE_MEN.has(t.nombre);
    const foto = t.foto;
    if (foto) {
      const styles = man ? HAIR_MEN : HAIR_WOMEN;
      const hair = styles[i % styles.length];
      jobs.set(foto, () => ({
        w: 600,
        h: 600,
        svg: portraitSvg(600, { seed: foto, hair, beard: man && i % 3 === 0 }),
      }));
    }
    if (t.diploma) {
      const nombre = [t.nombre, t.prenom].filter(Boolean).join(" ");
      const code = decodeCertification(t.codigo);
      jobs.set(t.diploma, () => ({
        w: 1200,
        h: 850,
        svg: diplomaSvg({
          nombre,
          codigo: t.codigo,
          formacion: code.ok ? code.formacion : (t.titulo ?? "Yoga"),
          fecha: code.ok ? certificationDate(code, "es-CO") : "",
        }),
      }));
    }
  });
  return jobs;
}

async function main() {
  await mkdir(IMAGES, { recursive: true });
  await mkdir(TILES, { recursive: true });
  const jobs = await imageJobs();
  const only = process.argv.slice(2);
  let total = 0;
  for (const [name, job] of jobs) {
    if (only.length && !only.includes(name)) continue;
    const { svg } = job();
    const buf = await sharp(Buffer.from(svg)).jpeg(JPEG).toBuffer();
    await writeFile(IMAGES + name, buf);
    total += buf.length;
  }
  const tile = await sharp(Buffer.from(tileSvg()))
    .png({ palette: true, colours: 16, compressionLevel: 9 })
    .toBuffer();
  await writeFile(TILES + "tile.png", tile);
  if (!only.length) {
    // Drop images no sample record names any more.
    for (const file of await readdir(IMAGES)) {
      if (!jobs.has(file)) await unlink(IMAGES + file);
    }
    let size = 0;
    for (const file of await readdir(IMAGES)) size += (await stat(IMAGES + file)).size;
    console.log(
      `${jobs.size} images in stub-api/images (${(size / 1024).toFixed(0)} KB) and stub-api/tiles/tile.png (${tile.length} B)`,
    );
  } else {
    console.log(`${only.length} images (${(total / 1024).toFixed(0)} KB)`);
  }
}

await main();
