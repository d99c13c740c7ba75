import * as React from "react";

/**
 * The site's faces: @fontsource's Latin files in static/fonts/ (its CSS inlines them, ≈200 KB a
 * page), each with a fallback of system faces scaled to its widths (in Chromium): no shift (CLS).
 * Only the body face is preloaded: all three took the main image's bandwidth (LCP).
 */
const FACES = [
  {
    family: "Cormorant Garamond",
    weight: 600,
    local: ["Times New Roman", "TimesNewRomanPSMT", "Liberation Serif", "Tinos", "Times"],
    sizeAdjust: "96.6%",
  },
  {
    family: "Nunito Sans",
    weight: 400,
    local: ["Arial", "ArialMT", "Liberation Sans", "Arimo", "Helvetica"],
    sizeAdjust: "99.4%",
  },
  {
    family: "Nunito Sans",
    weight: 700,
    local: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "Arimo Bold", "Helvetica Bold"],
    sizeAdjust: "96.2%",
  },
] as const;
const PRELOADED = "nunito-sans-latin-400-normal";

// The Latin subset's range, as @fontsource declares it.
const LATIN =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";

const FONT_FACE_CSS = FACES.map(
  ({ family, weight, local, sizeAdjust }) =>
    `@font-face{font-family:"${family}";font-style:normal;font-weight:${weight};font-display:swap;src:url(/fonts/${family.toLowerCase().replace(" ", "-")}-latin-${weight}-normal.woff2) format("woff2");unicode-range:${LATIN}}` +
    `@font-face{font-family:"${family} Fallback";font-style:normal;font-weight:${weight};src:${local.map((name) => `local("${name}")`).join(",")};size-adjust:${sizeAdjust}}`,
).join("");

/** Head tags every page shares: written by the build, in no page's code, kept on navigation. */
export const siteHeadComponents = [
  <link
    key="preload"
    rel="preload"
    href={`/fonts/${PRELOADED}.woff2`}
    as="font"
    type="font/woff2"
    crossOrigin="anonymous"
  />,
  // Trusted raw CSS: built above from this module's constants alone.
  <style key="font-faces" dangerouslySetInnerHTML={{ __html: FONT_FACE_CSS }} />,
  <link key="icon-svg" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
  <link key="icon-png" rel="icon" href="/favicon-32.png" type="image/png" sizes="32x32" />,
  <link key="apple-touch-icon" rel="apple-touch-icon" href="/apple-touch-icon.png" />,
  <meta key="theme-color" name="theme-color" content="#fbf7f0" />,
  <meta key="og:site_name" property="og:site_name" content="IKY Yoga" />,
  <meta key="twitter:card" name="twitter:card" content="summary_large_image" />,
];
