import * as React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import * as styles from "./Picture.module.css";

/**
 * A gatsby-plugin-sharp image as a plain <picture>: GatsbyImage's runtime fetches react-dom/server
 * (≈21 KB gzip). The caller sizes the frame, which the blurred preview fills meanwhile.
 */
export function Picture({
  file,
  image = file?.childImageSharp?.gatsbyImageData,
  alt,
  className,
  sizes,
  loading = "lazy",
  priority = false,
}: {
  /** The image, or the File node of a query: nothing is drawn when it has none. */
  image?: IGatsbyImageData;
  file?: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;
  alt: string;
  className?: string;
  sizes?: string;
  loading?: "lazy" | "eager";
  /** The page's main image: fetched first (LCP). */
  priority?: boolean;
}) {
  if (!image) return null;
  const { fallback, sources = [] } = image.images;
  const size = sizes ?? fallback?.sizes ?? sources[0]?.sizes;
  const placeholder = image.placeholder?.fallback;
  // Whole pixels, for the aspect ratio only: a FULL_WIDTH image gives a ratio (1 by 0.625).
  const whole = Number.isInteger(image.width) && Number.isInteger(image.height);
  const scale = whole ? 1 : 1000 / image.width;
  const width = Math.round(image.width * scale);
  const height = Math.round(image.height * scale);
  const background = {
    "--picture-bg": image.backgroundColor,
    "--picture-placeholder": placeholder && `url("${placeholder}")`,
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
        width={width}
        height={height}
        alt={alt}
        loading={loading}
        decoding={priority ? "sync" : "async"}
        {...(priority ? { fetchpriority: "high" } : {})}
      />
    </picture>
  );
}
