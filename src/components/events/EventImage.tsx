import * as React from "react";
import { GatsbyImage } from "gatsby-plugin-image";
import type { ImageView } from "./event-view";

/** A build-processed image through gatsby-plugin-image, or an API image for newer events. */
export function EventImage({
  view,
  className,
  loading = "lazy",
}: {
  view: ImageView;
  className?: string;
  loading?: "lazy" | "eager";
}) {
  if (view.image)
    return (
      <GatsbyImage image={view.image} alt={view.alt} className={className} loading={loading} />
    );
  if (view.src)
    return (
      <img src={view.src} alt={view.alt} className={className} loading={loading} decoding="async" />
    );
  return null;
}
