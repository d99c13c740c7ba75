import * as React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import * as styles from "./Picture.module.css";

/**
 * An image processed at build time by gatsby-plugin-sharp (AVIF/WebP/JPEG, responsive sizes),
 * drawn as a plain <picture>. GatsbyImage would do the same, but its browser runtime fetches
 * react-dom/server (≈21 KB gzip) on every page that shows one, which alone would break the
 * home page's JavaScript budget. The frame's size comes from the caller (aspect ratio or
 * width/height attributes), so nothing shifts while the image loads; until then the
 * image's blurred preview (or dominant colour) fills it.
 */
export function Picture({
  image,
  alt,
  className,
  sizes,
  loading = "lazy",
  priority = false,
}: {
  image: IGatsbyImageData;
  alt: string;
  className?: string;
  sizes?: string;
  loading?: "lazy" | "eager";
  /** The page's main image: fetched first (LCP). */
  priority?: boolean;
}) {
  const { fallback, sources = [] } = image.images;
  const size = sizes ?? fallback?.sizes ?? sources[0]?.sizes;
  // Until the image arrives its frame shows the build's tiny blurred preview, or its colour.
  const placeholder = image.placeholder?.fallback;
  const background = {
    ...(image.backgroundColor ? { "--picture-bg": image.backgroundColor } : {}),
    ...(placeholder ? { "--picture-placeholder": `url("${placeholder}")` } : {}),
  } as React.CSSProperties;
  return (
    <picture className={`${styles.picture} ${className ?? ""}`} style={background}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={size} />
      ))}
      <img
        className={styles.img}
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={size}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={loading}
        decoding={priority ? "sync" : "async"}
        {...(priority ? { fetchpriority: "high" } : {})}
      />
    </picture>
  );
}
