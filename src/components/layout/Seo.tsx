import * as React from "react";
import { Helmet } from "react-helmet";
import { SITE_URL } from "../../config";

interface SeoProps {
  title: string;
  description: string;
  /** The page's path, for the canonical link; defaults to the current one. */
  path: string;
  image?: string | null;
  noindex?: boolean;
  /** schema.org objects, rendered as JSON-LD. */
  jsonLd?: object | object[];
}

const SITE_NAME = "IKY Yoga";

/** Escapes what could close the script element from inside JSON (e.g. '</script>' in a title). */
export function safeJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Title, description, canonical URL, Open Graph and JSON-LD for one route. */
export function Seo({ title, description, path, image, noindex, jsonLd }: SeoProps) {
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  const canonical = `${SITE_URL}${path}`;
  const imageUrl = image
    ? image.startsWith("http")
      ? image
      : `${SITE_URL}${image}`
    : `${SITE_URL}/og-image.jpg`;
  const blocks = jsonLd ? (Array.isArray(jsonLd) ? jsonLd : [jsonLd]) : [];
  return (
    <Helmet htmlAttributes={{ lang: "es" }}>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:locale" content="es_CO" />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="icon" href="/favicon-32.png" type="image/png" sizes="32x32" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <meta name="theme-color" content="#fbf7f0" />
      {blocks.map((block, i) => (
        <script key={i} type="application/ld+json">
          {safeJson(block)}
        </script>
      ))}
    </Helmet>
  );
}
