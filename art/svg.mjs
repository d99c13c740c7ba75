// The project's artwork as SVG: calm, warm, abstract scenes (sunrise over mountains, ocean,
// palms, lotus mandala, seated figures), stylised portraits, certificate-like diplomas and the
// map tile. Pure string builders, no I/O and no dependencies: the stand-in's sample images
// (stub-api/make-images.mjs) and the site's own images (scripts/make-*.mjs) are drawn with it,
// and each decides what to write and where.

/** @typedef {[string, string, string]} Three */
/** @typedef {{ sky: Three, sun: string, glow: string, ridges: [string, string, string, string], sil: string, accent: Three, seaTop?: string, seaBottom?: string }} Palette */
/** @typedef {[x: number, y: number]} Point */
/** @typedef {() => number} Rng */
/** @typedef {{ defs: string, body: string }} Part */

/** @type {{ dawn: Palette } & Record<string, Palette>} */
export const PALETTES = {
  dawn: {
    sky: ["#f9e6cc", "#f5c39c", "#ea9d76"],
    sun: "#fff5de",
    glow: "#ffd9a8",
    ridges: ["#dcab8f", "#c3846a", "#9c6152", "#6f4640"],
    sil: "#4a2e2c",
    accent: ["#e0a15e", "#c46a4a", "#8a9a7e"],
  },
  sage: {
    sky: ["#f3f2e3", "#e6e4c8", "#f0d0a2"],
    sun: "#fff4d4",
    glow: "#f8dca6",
    ridges: ["#bcc5a8", "#9caa8c", "#7b8c70", "#586853"],
    sil: "#3b493a",
    accent: ["#d9a55f", "#b86f50", "#6f8466"],
  },
  ochre: {
    sky: ["#fcedcb", "#f5c880", "#e39b57"],
    sun: "#fff2cc",
    glow: "#ffd78c",
    ridges: ["#da9c5f", "#bc7846", "#965838", "#693c28"],
    sil: "#4a2a1c",
    accent: ["#f3d08a", "#c96a3f", "#7c8a62"],
  },
  dusk: {
    sky: ["#4b4569", "#b16c79", "#f3a66f"],
    sun: "#ffe2b4",
    glow: "#ffb57c",
    ridges: ["#8f5c6f", "#6e475d", "#50344a", "#34233a"],
    sil: "#221628",
    accent: ["#f3b36f", "#d9826b", "#9a7aa0"],
  },
  night: {
    sky: ["#1d2241", "#363a60", "#715a7a"],
    sun: "#f9f0da",
    glow: "#cdb9d4",
    ridges: ["#524a6a", "#403a58", "#2f2a45", "#201c32"],
    sil: "#16121f",
    accent: ["#e9c98f", "#b88aa6", "#6d7fa3"],
  },
  sea: {
    sky: ["#f9e8cf", "#f6cba3", "#eea580"],
    sun: "#fff3da",
    glow: "#ffd5a8",
    ridges: ["#c9a59a", "#a98a86", "#86706f", "#5d5150"],
    sil: "#2f3a3c",
    accent: ["#e7b27c", "#c7755a", "#5f8584"],
    seaTop: "#d9a996",
    seaBottom: "#4f7778",
  },
  terracotta: {
    sky: ["#f8e3d1", "#ebb596", "#d08262"],
    sun: "#fff0dc",
    glow: "#fbcaa0",
    ridges: ["#c98e74", "#aa6c57", "#864e42", "#5e3530"],
    sil: "#3d2220",
    accent: ["#f1c27f", "#b85b40", "#8e9c80"],
  },
};

// ---------------------------------------------------------------- helpers

/**
 * Deterministic pseudo-random numbers from a string seed (mulberry32).
 * @param {string} seed
 * @returns {Rng}
 */
export function rngFrom(seed) {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @param {number} n */
const f = (n) => Math.round(n * 10) / 10;

/**
 * One element of a list, picked by a random number in [0, 1).
 * @template T
 * @param {readonly [T, ...T[]]} list
 * @param {number} r
 */
const pick = (list, r) => list[Math.floor(r * list.length)] ?? list[0];

/**
 * XML-escapes text for SVG <text>.
 * @param {unknown} s
 */
export function esc(s) {
  return String(s)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/**
 * Smooth path through points (Catmull-Rom converted to cubic Bézier).
 * @param {readonly Point[]} pts
 */
function smooth(pts) {
  /** The point at i, the ends standing in for points beyond them. */
  const at = (/** @type {number} */ i) =>
    pts[Math.max(0, Math.min(pts.length - 1, i))] ?? /** @type {Point} */ ([0, 0]);
  let d = `M${f(at(0)[0])} ${f(at(0)[1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    /** @type {Point} */
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    /** @type {Point} */
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return d;
}

/**
 * @param {number} w
 * @param {number} h
 * @param {string} defs
 * @param {string} body
 */
function svg(w, h, defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

// ---------------------------------------------------------------- scene parts

/**
 * @param {string} id
 * @param {number} w
 * @param {number} h
 * @param {Palette} p
 * @returns {Part}
 */
function sky(id, w, h, p) {
  const defs = `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="0.55" stop-color="${p.sky[1]}"/><stop offset="1" stop-color="${p.sky[2]}"/></linearGradient>`;
  return { defs, body: `<rect width="${w}" height="${h}" fill="url(#${id})"/>` };
}

/**
 * @param {string} id
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 * @param {Palette} p
 * @returns {Part}
 */
function sun(id, cx, cy, r, p) {
  const defs = `<radialGradient id="${id}"><stop offset="0" stop-color="${p.glow}" stop-opacity="0.85"/><stop offset="0.35" stop-color="${p.glow}" stop-opacity="0.35"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>`;
  const body = `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 4.2)}" fill="url(#${id})"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${p.sun}"/>`;
  return { defs, body };
}

/**
 * @param {number} w
 * @param {number} h
 * @param {Rng} rng
 */
function stars(w, h, rng, n = 90) {
  let s = "";
  for (let i = 0; i < n; i++) {
    const r = rng() < 0.12 ? 2.2 : 1.2;
    s += `<circle cx="${f(rng() * w)}" cy="${f(rng() * h * 0.55)}" r="${r}" fill="#fff6e0" opacity="${f(0.3 + rng() * 0.6)}"/>`;
  }
  return s;
}

/**
 * Layered mountain ridges, far (light) to near (dark), with mist between.
 * @param {number} w
 * @param {number} h
 * @param {Palette} p
 * @param {Rng} rng
 * @param {{ top?: number, bottom?: number, layers?: number, mistId?: string }} [o]
 * @returns {Part}
 */
function ridges(w, h, p, rng, { top = 0.45, bottom = 0.82, layers = 4, mistId } = {}) {
  let body = "";
  for (let i = 0; i < layers; i++) {
    const t = layers === 1 ? 1 : i / (layers - 1);
    const base = h * (top + (bottom - top) * t);
    const amp = h * (0.16 - 0.07 * t);
    /** @type {[number, number, number]} */
    const ph = [rng() * 6.28, rng() * 6.28, rng() * 6.28];
    /** @type {[number, number, number]} */
    const fr = [1 + rng() * 1.2, 2.6 + rng() * 1.6, 6 + rng() * 4];
    /** @type {Point[]} */
    const pts = [];
    const n = 40;
    for (let k = 0; k <= n; k++) {
      const x = (k / n) * (w + 40) - 20;
      const u = k / n;
      const y =
        base -
        amp *
          (0.55 * Math.sin(fr[0] * u * Math.PI + ph[0]) +
            0.3 * Math.abs(Math.sin(fr[1] * u * Math.PI + ph[1])) +
            0.12 * Math.sin(fr[2] * u * Math.PI + ph[2]));
      pts.push([x, y]);
    }
    body += `<path d="${smooth(pts)} L${w + 20} ${h} L-20 ${h} Z" fill="${p.ridges[Math.min(i, p.ridges.length - 1)]}"/>`;
    if (mistId && i < layers - 1)
      body += `<rect x="0" y="${f(base - amp * 0.5)}" width="${w}" height="${f(h * 0.2)}" fill="url(#${mistId})"/>`;
  }
  const defs = mistId
    ? `<linearGradient id="${mistId}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fffaf0" stop-opacity="0"/><stop offset="0.55" stop-color="#fffaf0" stop-opacity="0.2"/><stop offset="0.75" stop-color="#fffaf0" stop-opacity="0.12"/><stop offset="1" stop-color="#fffaf0" stop-opacity="0"/></linearGradient>`
    : "";
  return { defs, body };
}

/**
 * @param {number} w
 * @param {number} h
 * @param {Palette} p
 * @param {number} horizon
 * @param {number} sunX
 * @returns {Part}
 */
function sea(w, h, p, horizon, sunX) {
  const defs = `<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.seaTop ?? p.ridges[0]}"/><stop offset="1" stop-color="${p.seaBottom ?? p.ridges[3]}"/></linearGradient>`;
  let body = `<rect x="0" y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="url(#sea)"/>`;
  for (let i = 0; i < 16; i++) {
    const y = horizon + 8 + i * i * ((h - horizon) / 300);
    const half = w * (0.02 + i * 0.007);
    body += `<rect x="${f(sunX - half)}" y="${f(y)}" width="${f(half * 2)}" height="${f(2 + i * 0.5)}" rx="2" fill="${p.sun}" opacity="${f(0.55 - i * 0.028)}"/>`;
  }
  return { defs, body };
}

/**
 * A palm tree silhouette standing at (x, baseY).
 * @param {number} x
 * @param {number} baseY
 * @param {number} height
 * @param {number} lean
 * @param {string} color
 * @param {Rng} rng
 */
function palm(x, baseY, height, lean, color, rng) {
  /** @type {Point} */
  const crown = [x + lean * height * 0.35, baseY - height];
  /** @type {Point} */
  const ctrl = [x + lean * height * 0.02, baseY - height * 0.55];
  /** @type {Point[]} */
  const left = [];
  /** @type {Point[]} */
  const right = [];
  for (let i = 0; i <= 14; i++) {
    const t = i / 14;
    const px = (1 - t) * (1 - t) * x + 2 * (1 - t) * t * ctrl[0] + t * t * crown[0];
    const py = (1 - t) * (1 - t) * baseY + 2 * (1 - t) * t * ctrl[1] + t * t * crown[1];
    const wd = height * 0.028 * (1 - 0.55 * t);
    left.push([px - wd, py]);
    right.push([px + wd, py]);
  }
  let s = `<path d="M${left.map((q) => `${f(q[0])} ${f(q[1])}`).join(" L")} L${right
    .reverse()
    .map((q) => `${f(q[0])} ${f(q[1])}`)
    .join(" L")} Z" fill="${color}"/>`;
  const fronds = 9;
  for (let i = 0; i < fronds; i++) {
    const a = Math.PI * (1.05 + (i / (fronds - 1)) * 0.9) + (rng() - 0.5) * 0.2;
    const len = height * (0.42 + rng() * 0.14);
    const droop = len * (0.35 + rng() * 0.2) * Math.abs(Math.cos(a));
    /** @type {Point} */
    const tip = [crown[0] + Math.cos(a) * len, crown[1] + Math.sin(a) * len * 0.55 + droop];
    /** @type {Point} */
    const mid = [(crown[0] + tip[0]) / 2, (crown[1] + tip[1]) / 2];
    const nx = -(tip[1] - crown[1]) / len;
    const ny = (tip[0] - crown[0]) / len;
    const bw = height * 0.09;
    s += `<path d="M${f(crown[0])} ${f(crown[1])} Q${f(mid[0] + nx * bw)} ${f(mid[1] + ny * bw - bw * 0.8)} ${f(tip[0])} ${f(tip[1])} Q${f(mid[0] - nx * bw * 0.2)} ${f(mid[1] - ny * bw * 0.2 - bw * 0.2)} ${f(crown[0])} ${f(crown[1])} Z" fill="${color}"/>`;
  }
  s += `<circle cx="${f(crown[0])}" cy="${f(crown[1] + height * 0.02)}" r="${f(height * 0.035)}" fill="${color}"/>`;
  return s;
}

/**
 * A seated meditating figure, unit height, base at (cx, baseY).
 * @param {number} cx
 * @param {number} baseY
 * @param {number} height
 * @param {string} color
 * @param {{ bun?: boolean }} [o]
 */
export function meditator(cx, baseY, height, color, { bun = true } = {}) {
  const body =
    "M-0.045 -0.70 C-0.10 -0.69 -0.17 -0.68 -0.20 -0.62 C-0.24 -0.55 -0.25 -0.42 -0.27 -0.30 C-0.29 -0.20 -0.33 -0.13 -0.40 -0.10 " +
    "C-0.50 -0.07 -0.56 -0.03 -0.54 0.02 C-0.50 0.07 -0.25 0.08 0 0.07 C0.25 0.08 0.50 0.07 0.54 0.02 C0.56 -0.03 0.50 -0.07 0.40 -0.10 " +
    "C0.33 -0.13 0.29 -0.20 0.27 -0.30 C0.25 -0.42 0.24 -0.55 0.20 -0.62 C0.17 -0.68 0.10 -0.69 0.045 -0.70 Z " +
    "M-0.19 -0.42 C-0.18 -0.32 -0.17 -0.24 -0.145 -0.17 L-0.235 -0.16 C-0.225 -0.26 -0.21 -0.34 -0.19 -0.42 Z " +
    "M0.19 -0.42 C0.18 -0.32 0.17 -0.24 0.145 -0.17 L0.235 -0.16 C0.225 -0.26 0.21 -0.34 0.19 -0.42 Z";
  const s = height / 1.05;
  return `<g transform="translate(${f(cx)} ${f(baseY - 0.07 * s)}) scale(${f(s)})" fill="${color}"><path fill-rule="evenodd" d="${body}"/><rect x="-0.04" y="-0.76" width="0.08" height="0.09"/><circle cx="0" cy="-0.83" r="0.105"/>${
    bun ? '<circle cx="0" cy="-0.955" r="0.05"/>' : ""
  }</g>`;
}

/**
 * Concentric rings of lotus petals.
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 * @param {readonly string[]} colors
 * @param {{ stroke?: string, opacity?: number }} [o]
 */
export function mandala(cx, cy, r, colors, { stroke = "#fff7e6", opacity = 0.9 } = {}) {
  const rings = [
    { n: 24, len: 1.0, wid: 0.1, at: 0.55 },
    { n: 16, len: 0.72, wid: 0.12, at: 0.36 },
    { n: 12, len: 0.5, wid: 0.12, at: 0.2 },
    { n: 8, len: 0.32, wid: 0.11, at: 0.06 },
  ];
  let s = `<g opacity="${opacity}">`;
  s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 1.04)}" fill="none" stroke="${stroke}" stroke-opacity="0.5" stroke-width="${f(r * 0.008)}"/>`;
  rings.forEach((ring, k) => {
    const L = r * (ring.len - ring.at);
    const W = r * ring.wid;
    const petal = `M0 0 C${f(W)} ${f(-L * 0.3)} ${f(W * 0.8)} ${f(-L * 0.75)} 0 ${f(-L)} C${f(-W * 0.8)} ${f(-L * 0.75)} ${f(-W)} ${f(-L * 0.3)} 0 0 Z`;
    for (let i = 0; i < ring.n; i++) {
      const a = (360 / ring.n) * i + (k % 2 ? 180 / ring.n : 0);
      s += `<path transform="translate(${f(cx)} ${f(cy)}) rotate(${f(a)}) translate(0 ${f(-r * ring.at)})" d="${petal}" fill="${colors[k % colors.length]}" stroke="${stroke}" stroke-width="${f(r * 0.006)}" stroke-opacity="0.7"/>`;
    }
  });
  for (let i = 0; i < 36; i++) {
    const a = (i / 36) * Math.PI * 2;
    s += `<circle cx="${f(cx + Math.cos(a) * r * 1.1)}" cy="${f(cy + Math.sin(a) * r * 1.1)}" r="${f(r * 0.012)}" fill="${stroke}" opacity="0.75"/>`;
  }
  s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.07)}" fill="${stroke}"/></g>`;
  return s;
}

// ---------------------------------------------------------------- scenes

/**
 * A full landscape scene.
 * @param {number} w
 * @param {number} h
 * @param {{ scene: string, palette: string, seed: string }} o
 */
export function sceneSvg(w, h, { scene, palette, seed }) {
  const p = PALETTES[palette] ?? PALETTES.dawn;
  const rng = rngFrom(seed);
  let defs = "";
  let body = "";
  const add = (/** @type {Part} */ part) => {
    defs += part.defs;
    body += part.body;
  };
  add(sky("sky", w, h, p));

  switch (scene) {
    case "mountains":
    case "meditator": {
      if (palette === "night") body += stars(w, h, rng);
      add(sun("sun", w * (0.3 + rng() * 0.4), h * 0.42, h * 0.085, p));
      add(ridges(w, h, p, rng, { mistId: "mist" }));
      if (scene === "meditator") body += meditator(w * 0.5, h * 0.93, h * 0.36, p.sil);
      break;
    }
    case "ocean":
    case "ocean-meditator": {
      const horizon = h * 0.6;
      const sx = w * (0.42 + rng() * 0.16);
      add(sun("sun", sx, horizon - h * 0.05, h * 0.09, p));
      add(sea(w, h, p, horizon, sx));
      body += `<path d="M0 ${f(horizon + 2)} Q${f(w * 0.12)} ${f(horizon - h * 0.06)} ${f(w * 0.26)} ${f(horizon + 2)} Z" fill="${p.ridges[2]}" opacity="0.8"/>`;
      if (scene === "ocean-meditator") {
        body += `<path d="M${f(w * 0.55)} ${h} C${f(w * 0.62)} ${f(h * 0.86)} ${f(w * 0.82)} ${f(h * 0.82)} ${w} ${f(h * 0.84)} L${w} ${h} Z" fill="${p.sil}"/>`;
        body += meditator(w * 0.76, h * 0.85, h * 0.26, p.sil);
      } else {
        for (let i = 0; i < 3; i++) {
          const bx = w * (0.6 + i * 0.05);
          const by = h * (0.22 + i * 0.04);
          body += `<path d="M${f(bx - 14)} ${f(by)} q7 -7 14 0 q7 -7 14 0" fill="none" stroke="${p.sil}" stroke-width="2.5" stroke-linecap="round" opacity="0.6"/>`;
        }
      }
      break;
    }
    case "jungle":
    case "jungle-sea": {
      add(sun("sun", w * 0.62, h * 0.5, h * 0.1, p));
      if (scene === "jungle-sea") {
        add(sea(w, h, p, h * 0.66, w * 0.62));
      } else {
        add(ridges(w, h, p, rng, { top: 0.55, bottom: 0.78, layers: 3, mistId: "mist" }));
      }
      body += `<path d="M0 ${h} L0 ${f(h * 0.88)} Q${f(w * 0.25)} ${f(h * 0.8)} ${f(w * 0.5)} ${f(h * 0.9)} T${w} ${f(h * 0.86)} L${w} ${h} Z" fill="${p.sil}"/>`;
      body += palm(w * 0.12, h * 1.0, h * 0.78, 0.5, p.sil, rng);
      body += palm(w * 0.2, h * 1.0, h * 0.55, 0.25, p.sil, rng);
      body += palm(w * 0.88, h * 1.0, h * 0.7, -0.45, p.sil, rng);
      body += palm(w * 0.8, h * 1.0, h * 0.42, -0.2, p.sil, rng);
      break;
    }
    case "mandala": {
      if (palette === "night") body += stars(w, h, rng);
      add(sun("sun", w * 0.5, h * 0.5, h * 0.05, p));
      add(ridges(w, h, p, rng, { top: 0.72, bottom: 0.9, layers: 2 }));
      body += mandala(w * 0.5, h * 0.46, h * 0.34, p.accent, { opacity: 0.88 });
      break;
    }
    case "circle": {
      add(sun("sun", w * 0.5, h * 0.56, h * 0.13, p));
      add(ridges(w, h, p, rng, { top: 0.55, bottom: 0.7, layers: 3, mistId: "mist" }));
      body += `<rect x="0" y="${f(h * 0.84)}" width="${w}" height="${f(h * 0.16)}" fill="${p.sil}"/>`;
      const xs = [0.2, 0.335, 0.5, 0.665, 0.8];
      const sc = [0.2, 0.23, 0.27, 0.23, 0.2];
      xs.forEach(
        (x, i) =>
          (body += meditator(w * x, h * 0.86, h * (sc[i] ?? 0.2), p.sil, { bun: i % 2 === 0 })),
      );
      break;
    }
    case "spiral": {
      add(sun("sun", w * 0.5, h * 0.5, h * 0.06, p));
      for (let k = 0; k < 6; k++) {
        /** @type {Point[]} */
        const pts = [];
        const start = k * (Math.PI / 3);
        for (let i = 0; i <= 60; i++) {
          const t = i / 60;
          const a = start + t * Math.PI * 2.4;
          const r = h * (0.06 + t * 0.5);
          pts.push([w * 0.5 + Math.cos(a) * r * 1.5, h * 0.5 + Math.sin(a) * r]);
        }
        const c = p.accent[k % p.accent.length];
        body += `<path d="${smooth(pts)}" fill="none" stroke="${c}" stroke-width="${f(h * (0.025 + (k % 3) * 0.015))}" stroke-linecap="round" opacity="0.55"/>`;
      }
      body += mandala(w * 0.5, h * 0.5, h * 0.12, [p.sun, p.accent[0], p.accent[1], p.glow], {
        opacity: 0.9,
      });
      break;
    }
    case "fire": {
      add(sun("sun", w * 0.5, h * 0.55, h * 0.16, p));
      for (let i = 0; i < 24; i++) {
        const a = (i / 24) * 360;
        body += `<path transform="translate(${f(w * 0.5)} ${f(h * 0.55)}) rotate(${a})" d="M0 ${f(-h * 0.2)} L${f(h * 0.012)} ${f(-h * 0.3)} L0 ${f(-h * 0.42)} L${f(-h * 0.012)} ${f(-h * 0.3)} Z" fill="${p.sun}" opacity="0.35"/>`;
      }
      add(ridges(w, h, p, rng, { top: 0.7, bottom: 0.85, layers: 2 }));
      /**
       * @param {number} x
       * @param {number} y
       * @param {number} s
       * @param {string} c
       */
      const flame = (x, y, s, c) =>
        `<path d="M${f(x)} ${f(y - s)} C${f(x + s * 0.5)} ${f(y - s * 0.5)} ${f(x + s * 0.45)} ${f(y)} ${f(x)} ${f(y)} C${f(x - s * 0.45)} ${f(y)} ${f(x - s * 0.5)} ${f(y - s * 0.5)} ${f(x)} ${f(y - s)} Z" fill="${c}"/>`;
      body += flame(w * 0.5, h * 0.9, h * 0.3, p.accent[1]);
      body += flame(w * 0.47, h * 0.9, h * 0.2, p.accent[0]);
      body += flame(w * 0.53, h * 0.9, h * 0.22, p.accent[0]);
      body += flame(w * 0.5, h * 0.9, h * 0.13, p.sun);
      body += `<rect x="0" y="${f(h * 0.895)}" width="${w}" height="${f(h * 0.11)}" fill="${p.sil}"/>`;
      for (let i = 0; i < 30; i++) {
        body += `<circle cx="${f(w * 0.5 + (rng() - 0.5) * w * 0.25)}" cy="${f(h * (0.3 + rng() * 0.45))}" r="${f(1.5 + rng() * 2.5)}" fill="${p.glow}" opacity="${f(0.4 + rng() * 0.5)}"/>`;
      }
      break;
    }
    case "hills": {
      add(sun("sun", w * 0.7, h * 0.3, h * 0.07, p));
      add(ridges(w, h, p, rng, { top: 0.42, bottom: 0.5, layers: 2, mistId: "mist" }));
      defs += `<pattern id="rows" width="26" height="26" patternUnits="userSpaceOnUse" patternTransform="rotate(-18)"><rect width="26" height="26" fill="${p.accent[2]}"/><rect width="26" height="9" fill="#ffffff" opacity="0.12"/></pattern>`;
      body += `<path d="M0 ${f(h * 0.66)} Q${f(w * 0.3)} ${f(h * 0.52)} ${f(w * 0.62)} ${f(h * 0.66)} T${w} ${f(h * 0.62)} L${w} ${h} L0 ${h} Z" fill="url(#rows)"/>`;
      body += `<path d="M0 ${f(h * 0.82)} Q${f(w * 0.35)} ${f(h * 0.7)} ${f(w * 0.7)} ${f(h * 0.84)} T${w} ${f(h * 0.8)} L${w} ${h} L0 ${h} Z" fill="${p.ridges[3]}"/>`;
      for (let i = 0; i < 5; i++) {
        const tx = w * (0.08 + i * 0.2 + rng() * 0.05);
        const ty = h * (0.8 + rng() * 0.04);
        body += `<rect x="${f(tx - 3)}" y="${f(ty - h * 0.06)}" width="6" height="${f(h * 0.06)}" fill="${p.sil}"/><circle cx="${f(tx)}" cy="${f(ty - h * 0.08)}" r="${f(h * 0.04)}" fill="${p.sil}"/>`;
      }
      break;
    }
    case "city": {
      add(sun("sun", w * 0.45, h * 0.55, h * 0.12, p));
      // Cerro de las Tres Cruces behind the skyline, crosses on its crest.
      body += `<path d="M${f(w * 0.48)} ${f(h * 0.72)} Q${f(w * 0.68)} ${f(h * 0.26)} ${f(w * 0.88)} ${f(h * 0.72)} Z" fill="${p.ridges[1]}"/>`;
      [0.65, 0.68, 0.71].forEach((x, i) => {
        const cy = h * (0.495 + Math.abs(i - 1) * 0.006) + 2;
        body += `<rect x="${f(w * x - 2)}" y="${f(cy - 30)}" width="4" height="30" fill="${p.ridges[3]}"/><rect x="${f(w * x - 10)}" y="${f(cy - 22)}" width="20" height="4" fill="${p.ridges[3]}"/>`;
      });
      let x = 0;
      let sky = "";
      while (x < w) {
        const bw = w * (0.025 + rng() * 0.05);
        const bh = h * (0.04 + rng() * 0.12);
        sky += `<rect x="${f(x)}" y="${f(h * 0.78 - bh)}" width="${f(bw - 4)}" height="${f(bh + 2)}"/>`;
        x += bw;
      }
      body += `<g fill="${p.ridges[2]}">${sky}</g><rect x="0" y="${f(h * 0.78)}" width="${w}" height="${f(h * 0.22)}" fill="${p.sil}"/>`;
      body +=
        palm(w * 0.08, h, h * 0.7, 0.4, p.sil, rng) + palm(w * 0.93, h, h * 0.62, -0.4, p.sil, rng);
      break;
    }
    case "waves": {
      add(sun("sun", w * 0.78, h * 0.26, h * 0.07, p));
      const colors = [p.ridges[0], p.accent[2], p.ridges[1], p.accent[0], p.ridges[2], p.ridges[3]];
      colors.forEach((c, k) => {
        const base = h * (0.42 + k * 0.1);
        /** @type {Point[]} */
        const pts = [];
        for (let i = 0; i <= 30; i++) {
          const u = i / 30;
          pts.push([
            u * (w + 40) - 20,
            base +
              Math.sin(u * Math.PI * 2 + k * 0.7) * h * 0.05 +
              Math.sin(u * Math.PI * 5 + k) * h * 0.012,
          ]);
        }
        body += `<path d="${smooth(pts)} L${w + 20} ${h} L-20 ${h} Z" fill="${c}"/>`;
      });
      break;
    }
    case "moon": {
      body += stars(w, h, rng, 140);
      add(sun("sun", w * 0.68, h * 0.28, h * 0.08, p));
      add(ridges(w, h, p, rng, { mistId: "mist" }));
      body += meditator(w * 0.32, h * 0.95, h * 0.3, p.sil);
      break;
    }
    default:
      add(ridges(w, h, p, rng));
  }
  return svg(w, h, defs, body);
}

// ---------------------------------------------------------------- portraits

/** @type {[string, ...string[]]} */
const HAIR = ["bun", "long", "short", "curly", "tail", "wrap"];

/**
 * A stylised silhouette portrait (bust) on a warm background.
 * @param {number} size
 * @param {{ seed: string, hair?: string, beard?: boolean }} o
 */
export function portraitSvg(size, { seed, hair, beard = false }) {
  const rng = rngFrom(seed);
  /** @type {[[string, string], ...[string, string][]]} */
  const bgs = [
    ["#f3d9b8", "#d98c62"],
    ["#e5e6cf", "#8fa286"],
    ["#f7e2b5", "#d5a04e"],
    ["#f1d6cc", "#b96b5a"],
    ["#e8dccb", "#9c8466"],
    ["#dfe3de", "#6f8f8c"],
    ["#f0d8c2", "#a7706f"],
  ];
  /** @type {[string, ...string[]]} */
  const figures = ["#4a2e2c", "#3b493a", "#4a2a1c", "#34233a", "#2f3a3c", "#5a3a2a"];
  const bg = pick(bgs, rng());
  const fig = pick(figures, rng());
  const style = hair ?? pick(HAIR, rng());
  const s = size / 600;
  const hx = 300 + (rng() - 0.5) * 20;
  let hairBack = "";
  let hairFront = "";
  switch (style) {
    case "bun":
      hairFront = `<circle cx="${f(hx)}" cy="128" r="42"/><ellipse cx="${f(hx)}" cy="205" rx="92" ry="72"/>`;
      break;
    case "long":
      hairBack = `<path d="M${f(hx - 100)} 230 C${f(hx - 110)} 330 ${f(hx - 120)} 420 ${f(hx - 140)} 470 L${f(hx + 140)} 470 C${f(hx + 120)} 420 ${f(hx + 110)} 330 ${f(hx + 100)} 230 Z"/>`;
      hairFront = `<ellipse cx="${f(hx)}" cy="205" rx="100" ry="82"/>`;
      break;
    case "curly":
      for (let i = 0; i < 14; i++) {
        const a = Math.PI * (0.95 + (i / 13) * 1.1);
        hairFront += `<circle cx="${f(hx + Math.cos(a) * 92)}" cy="${f(240 + Math.sin(a) * 100)}" r="${f(34 + rng() * 10)}"/>`;
      }
      break;
    case "tail":
      hairBack = `<path d="M${f(hx + 70)} 200 C${f(hx + 150)} 220 ${f(hx + 150)} 330 ${f(hx + 120)} 400 C${f(hx + 110)} 330 ${f(hx + 100)} 270 ${f(hx + 60)} 240 Z"/>`;
      hairFront = `<ellipse cx="${f(hx)}" cy="200" rx="90" ry="70"/>`;
      break;
    case "wrap":
      hairFront = `<path d="M${f(hx - 95)} 230 C${f(hx - 110)} 120 ${f(hx + 110)} 120 ${f(hx + 95)} 230 C${f(hx + 60)} 190 ${f(hx - 60)} 190 ${f(hx - 95)} 230 Z"/><circle cx="${f(hx + 40)}" cy="145" r="34"/>`;
      break;
    default:
      hairFront = `<path d="M${f(hx - 88)} 245 C${f(hx - 100)} 140 ${f(hx + 100)} 140 ${f(hx + 88)} 245 C${f(hx + 60)} 200 ${f(hx - 60)} 195 ${f(hx - 88)} 245 Z"/>`;
  }
  const beardPath = beard
    ? `<path d="M${f(hx - 70)} 280 C${f(hx - 60)} 360 ${f(hx + 60)} 360 ${f(hx + 70)} 280 C${f(hx + 40)} 330 ${f(hx - 40)} 330 ${f(hx - 70)} 280 Z"/>`
    : "";
  const defs = `<radialGradient id="bg" cx="0.5" cy="0.42" r="0.75"><stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/></radialGradient>`;
  const leaves = Array.from({ length: 5 }, (_, i) => {
    const a = -40 + i * 20;
    return `<path transform="translate(70 560) rotate(${a})" d="M0 0 C18 -40 18 -90 0 -130 C-18 -90 -18 -40 0 0 Z" fill="#ffffff" opacity="0.14"/>`;
  }).join("");
  const body = `<g transform="scale(${f(s * 1000) / 1000})"><rect width="600" height="600" fill="url(#bg)"/><circle cx="300" cy="270" r="215" fill="#fff8ea" opacity="0.22"/>${leaves}<g fill="${fig}">${hairBack}<path d="M${f(hx - 44)} 330 L${f(hx + 44)} 330 L${f(hx + 50)} 420 L${f(hx - 50)} 420 Z"/><path d="M90 600 C100 470 190 415 ${f(hx)} 408 C410 415 500 470 510 600 Z"/><ellipse cx="${f(hx)}" cy="255" rx="82" ry="100"/>${hairFront}${beardPath}</g></g>`;
  return svg(size, size, defs, body);
}

// ---------------------------------------------------------------- diplomas

/**
 * A certificate: border, 'IKY Yoga', 'Diploma', the graduate's name and code. The caller reads
 * the code (src/lib/certification.ts) for the formation's name and the date.
 * @param {{ nombre: string, codigo: string, formacion: string, fecha: string }} o
 */
export function diplomaSvg({ nombre, codigo, formacion, fecha }) {
  const w = 1200;
  const h = 850;
  const serif = 'font-family="DejaVu Serif, Georgia, serif"';
  /**
   * @param {number} x
   * @param {number} y
   * @param {number} rot
   */
  const corner = (x, y, rot) =>
    `<g transform="translate(${x} ${y}) rotate(${rot})" fill="none" stroke="#b8743f" stroke-width="2"><path d="M0 60 C0 25 25 0 60 0"/><path d="M12 60 C12 32 32 12 60 12"/><circle cx="22" cy="22" r="7" fill="#c9894e" stroke="none"/></g>`;
  const seal = `<g transform="translate(960 690)"><circle r="70" fill="#c9894e"/><circle r="60" fill="none" stroke="#fbf1dc" stroke-width="2" stroke-dasharray="4 5"/>${mandala(0, 0, 40, ["#e9b872", "#b25e3d", "#f3d7a2", "#8a4a2c"], { stroke: "#fbf1dc", opacity: 1 })}</g>`;
  const defs = `<radialGradient id="paper" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="#fdf8ec"/><stop offset="1" stop-color="#f0e0c2"/></radialGradient>`;
  const body = `<rect width="${w}" height="${h}" fill="url(#paper)"/>
<rect x="26" y="26" width="${w - 52}" height="${h - 52}" fill="none" stroke="#a9583a" stroke-width="10"/>
<rect x="48" y="48" width="${w - 96}" height="${h - 96}" fill="none" stroke="#c9894e" stroke-width="2"/>
${corner(58, 58, 0)}${corner(w - 58, 58, 90)}${corner(w - 58, h - 58, 180)}${corner(58, h - 58, 270)}
${mandala(600, 120, 34, ["#e3a35f", "#b5623f", "#f0cf95", "#8e9c80"], { stroke: "#fdf8ec", opacity: 1 })}
<text x="600" y="205" text-anchor="middle" ${serif} font-size="30" letter-spacing="8" fill="#8a4a2c">IKY YOGA</text>
<text x="600" y="292" text-anchor="middle" ${serif} font-style="italic" font-size="86" fill="#a9583a">Diploma</text>
<text x="600" y="348" text-anchor="middle" ${serif} font-size="24" fill="#6b5644">La escuela IKY Yoga de Cali otorga el presente diploma a</text>
<text x="600" y="430" text-anchor="middle" ${serif} font-weight="bold" font-size="56" fill="#3d2a20">${esc(nombre)}</text>
<line x1="300" y1="456" x2="900" y2="456" stroke="#c9894e" stroke-width="2"/>
<text x="600" y="505" text-anchor="middle" ${serif} font-size="24" fill="#6b5644">por haber completado con éxito la formación de</text>
<text x="600" y="552" text-anchor="middle" ${serif} font-style="italic" font-size="36" fill="#8a4a2c">${esc(formacion)}</text>
<text x="600" y="608" text-anchor="middle" font-family="DejaVu Sans Mono, monospace" font-size="24" fill="#3d2a20">Código de registro: ${esc(codigo)}</text>
<text x="150" y="690" ${serif} font-size="22" fill="#6b5644">Cali, ${esc(fecha)}</text>
<path d="M170 755 C200 715 230 770 255 735 C275 705 290 760 320 740 C345 722 360 748 400 736" fill="none" stroke="#3d2a20" stroke-width="2.5" stroke-linecap="round"/>
<line x1="150" y1="770" x2="450" y2="770" stroke="#8a6a52" stroke-width="1.5"/>
<text x="300" y="795" text-anchor="middle" ${serif} font-size="18" fill="#6b5644">Dirección académica</text>
<path d="M560 752 C590 720 610 768 640 738 C668 712 690 765 720 742 C740 728 760 750 790 740" fill="none" stroke="#3d2a20" stroke-width="2.5" stroke-linecap="round"/>
<line x1="530" y1="770" x2="820" y2="770" stroke="#8a6a52" stroke-width="1.5"/>
<text x="675" y="795" text-anchor="middle" ${serif} font-size="18" fill="#6b5644">Registro RIPEY</text>
${seal}`;
  return svg(w, h, defs, body);
}

// ---------------------------------------------------------------- map tile

/** A soft, seamless 256×256 map-like tile: sand ground, faint streets, a park. */
export function tileSvg() {
  const streets = [];
  for (const y of [40, 118, 200])
    streets.push(`<rect x="0" y="${y}" width="256" height="${y === 118 ? 9 : 5}"/>`);
  for (const x of [22, 96, 170, 236])
    streets.push(`<rect x="${x}" y="0" width="${x === 170 ? 9 : 5}" height="256"/>`);
  const blocks = `<g fill="#ece1c8">${[
    [30, 48, 60, 64],
    [104, 48, 60, 64],
    [30, 130, 60, 64],
    [182, 130, 48, 64],
    [104, 208, 60, 44],
  ]
    .map(([x, y, w, h]) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3"/>`)
    .join("")}</g>`;
  const body = `<rect width="256" height="256" fill="#f5eddc"/>${blocks}<rect x="104" y="130" width="60" height="64" rx="6" fill="#dfe5cc"/><g fill="#ffffff" opacity="0.9">${streets.join("")}</g><path d="M-10 266 L266 -10" stroke="#fffdf6" stroke-width="7"/><path d="M-10 266 L266 -10" stroke="#e6d9bd" stroke-width="1" stroke-dasharray="6 8"/>`;
  return svg(256, 256, "", body);
}
