#!/usr/bin/env node
// The site's own imagery (not the API's): the home carousel's photos, the Open Graph card and
// the favicons. Drawn from the same SVG scenes as the stand-in's sample images, so the whole
// site shares one look. Committed; run again only to redraw:  node scripts/make-site-images.mjs
import { mkdir, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { sceneSvg } from "../art/svg.mjs";

const here = (/** @type {string} */ p) => fileURLToPath(new URL(p, import.meta.url));
const HOME = here("../content/home/");
const STATIC = here("../static/");
const JPEG = { quality: 82, mozjpeg: true };

/**
 * File, scene and palette of each carousel slide, in the order they play.
 * @type {[string, string, string][]}
 */
const SLIDES = [
  ["01-shala-amanecer.jpg", "meditator", "dawn"],
  ["02-farallones.jpg", "mountains", "sage"],
  ["03-circulo-atardecer.jpg", "circle", "dusk"],
  ["04-pacifico.jpg", "ocean-meditator", "sea"],
  ["05-mandala.jpg", "mandala", "terracotta"],
];

const LOTUS = `<circle cx="24" cy="20" r="9" fill="#d9a441" opacity="0.55"/>
  <path d="M24 40c-4-5-5-11-0-20 5 9 4 15 0 20z" fill="#9c4221"/>
  <path d="M24 40c-7-2-12-7-13-15 7 1 11 7 13 15z" fill="#b5643c"/>
  <path d="M24 40c7-2 12-7 13-15-7 1-11 7-13 15z" fill="#b5643c"/>
  <path d="M8 41h32" stroke="#4f6248" stroke-width="2.2" stroke-linecap="round"/>`;

const favicon = (/** @type {boolean} */ background) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">${
    background ? `<rect width="48" height="48" rx="10" fill="#fbf7f0"/>` : ""
  }${LOTUS}</svg>`;

/** The Open Graph card's tagline in each language (og-image.jpg, og-image-en.jpg). */
const OG_TAGLINES = {
  es: "Yoga, movimiento y meditación · Cali, Colombia",
  en: "Yoga, movement and meditation · Cali, Colombia",
};

/** @param {string} tagline */
function ogSvg(tagline) {
  const w = 1200;
  const h = 630;
  const scene = sceneSvg(w, h, { scene: "meditator", palette: "dawn", seed: "og-iky" });
  const inner = scene.replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  ${inner}
  <defs><linearGradient id="veil" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#fbf7f0" stop-opacity="0.85"/><stop offset="0.6" stop-color="#fbf7f0" stop-opacity="0"/></linearGradient></defs>
  <rect x="0" y="0" width="${w}" height="${h}" fill="url(#veil)"/>
  <text x="80" y="250" font-family="Georgia, serif" font-size="120" font-weight="600" fill="#2e2a24">IKY Yoga</text>
  <text x="84" y="320" font-family="Helvetica, Arial, sans-serif" font-size="34" fill="#2e2a24">${tagline}</text>
</svg>`;
}

await mkdir(HOME, { recursive: true });
await mkdir(STATIC, { recursive: true });
for (const [file, scene, palette] of SLIDES) {
  const svg = sceneSvg(1600, 1000, { scene, palette, seed: `home-${file}` });
  await writeFile(HOME + file, await sharp(Buffer.from(svg)).jpeg(JPEG).toBuffer());
}
/** @type {[string, string][]} */
const OG_CARDS = [
  ["og-image.jpg", OG_TAGLINES.es],
  ["og-image-en.jpg", OG_TAGLINES.en],
];
for (const [file, tagline] of OG_CARDS) {
  await writeFile(
    STATIC + file,
    await sharp(Buffer.from(ogSvg(tagline)))
      .jpeg(JPEG)
      .toBuffer(),
  );
}
await writeFile(STATIC + "favicon.svg", favicon(false));
const png = (/** @type {number} */ size) =>
  sharp(Buffer.from(favicon(true)), { density: 600 })
    .resize(size, size)
    .png();
await writeFile(STATIC + "apple-touch-icon.png", await png(180).toBuffer());
await writeFile(STATIC + "favicon-32.png", await png(32).toBuffer());
console.log(
  `${SLIDES.length} photos in content/home, og-image.jpg, og-image-en.jpg and favicons in static/`,
);
