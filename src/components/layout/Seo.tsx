import * as React from "react";
import { SITE_URL } from "../../config";

export interface SeoProps {
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

/** One element of the page's <head> besides the title. */
export interface HeadTag {
  tag: "meta" | "link" | "script";
  attrs: Record<string, string>;
  /** A script's content (JSON-LD, already escaped by safeJson). */
  text?: string;
}

/** Title, description, canonical URL, Open Graph, icons and JSON-LD of one route. */
export function seoHead({ title, description, path, image, noindex, jsonLd }: SeoProps): {
  title: string;
  tags: HeadTag[];
} {
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  const canonical = `${SITE_URL}${path}`;
  const imageUrl = image
    ? image.startsWith("http")
      ? image
      : `${SITE_URL}${image}`
    : `${SITE_URL}/og-image.jpg`;
  const blocks = jsonLd ? (Array.isArray(jsonLd) ? jsonLd : [jsonLd]) : [];
  const meta = (attrs: Record<string, string>): HeadTag => ({ tag: "meta", attrs });
  const link = (attrs: Record<string, string>): HeadTag => ({ tag: "link", attrs });
  return {
    title: fullTitle,
    tags: [
      meta({ name: "description", content: description }),
      link({ rel: "canonical", href: canonical }),
      ...(noindex ? [meta({ name: "robots", content: "noindex" })] : []),
      meta({ property: "og:site_name", content: SITE_NAME }),
      meta({ property: "og:locale", content: "es_CO" }),
      meta({ property: "og:type", content: "website" }),
      meta({ property: "og:title", content: fullTitle }),
      meta({ property: "og:description", content: description }),
      meta({ property: "og:url", content: canonical }),
      meta({ property: "og:image", content: imageUrl }),
      meta({ name: "twitter:card", content: "summary_large_image" }),
      link({ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }),
      link({ rel: "icon", href: "/favicon-32.png", type: "image/png", sizes: "32x32" }),
      link({ rel: "apple-touch-icon", href: "/apple-touch-icon.png" }),
      meta({ name: "theme-color", content: "#fbf7f0" }),
      ...blocks.map((block): HeadTag => ({
        tag: "script",
        attrs: { type: "application/ld+json" },
        text: safeJson(block),
      })),
    ],
  };
}

// Marks the elements this module owns, so that the next page replaces exactly those.
const OWNED = "data-seo";

/**
 * What the last Seo rendered during the build's server render: gatsby-ssr.tsx writes it into
 * that page's <head> (renderSeoHead) once the page has rendered, as gatsby-plugin-react-helmet
 * did with react-helmet. Each page renders one Seo; the last one wins.
 */
let rendered: SeoProps | null = null;

/** The <head> elements of the page just rendered on the server, then forgets it. */
export function renderSeoHead(): React.ReactElement[] {
  const props = rendered;
  rendered = null;
  if (!props) return [];
  const { title, tags } = seoHead(props);
  return [
    <title key="title">{title}</title>,
    ...tags.map(({ tag: Tag, attrs, text }, i) => {
      const own = { ...attrs, [OWNED]: "" };
      return text === undefined ? (
        <Tag key={i} {...own} />
      ) : (
        // Already escaped by safeJson; React would otherwise HTML-escape the JSON.
        <Tag key={i} {...own} dangerouslySetInnerHTML={{ __html: text }} />
      );
    }),
  ];
}

/** In the browser: the document's title and this module's head elements for new props. */
function applySeoHead(props: SeoProps) {
  const { title, tags } = seoHead(props);
  if (document.title !== title) document.title = title;
  const fresh = tags.map(({ tag, attrs, text }) => {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
    element.setAttribute(OWNED, "");
    if (text !== undefined) element.textContent = text;
    return element;
  });
  const current = [...document.head.querySelectorAll(`[${OWNED}]`)];
  // After hydration the server's elements are usually these already: touching them would
  // make the browser fetch the icons again.
  const same =
    current.length === fresh.length && current.every((node, i) => node.isEqualNode(fresh[i]!));
  if (same) return;
  current.forEach((node) => node.remove());
  document.head.append(...fresh);
}

/**
 * Title, description, canonical URL, Open Graph and JSON-LD for one route, without a head
 * library: react-helmet and its two dependencies weighed ≈5 KB (gzip) of every page's
 * first-load JavaScript, enough to break the section pages' 90 KB budget. The server's HTML
 * carries the tags (renderSeoHead in gatsby-ssr.tsx); in the browser an effect replaces them
 * when the route or the props change. Renders nothing itself.
 */
export function Seo(props: SeoProps) {
  // Read only by the server render (renderSeoHead); harmless in the browser.
  rendered = props;
  const { title, description, path, image, noindex, jsonLd } = props;
  const ld = jsonLd ? safeJson(jsonLd) : "";
  React.useEffect(() => {
    applySeoHead({
      title,
      description,
      path,
      image,
      noindex,
      jsonLd: ld ? (JSON.parse(ld) as object | object[]) : undefined,
    });
  }, [title, description, path, image, noindex, ld]);
  return null;
}
