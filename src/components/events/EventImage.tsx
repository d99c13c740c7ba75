import * as React from "react";
import type { ImageView } from "./event-view";
import { Picture } from "../layout/Picture";

/** A build-processed image, or an API image for events newer than the build. */
export function EventImage({
  view,
  className,
  loading = "lazy",
  sizes,
}: {
  view: ImageView;
  className?: string;
  loading?: "lazy" | "eager";
  sizes?: string;
}) {
  if (view.image)
    return (
      <Picture
        image={view.image}
        alt={view.alt}
        className={className}
        loading={loading}
        priority={loading === "eager"}
        sizes={sizes}
      />
    );
  if (view.src)
    return (
      <img src={view.src} alt={view.alt} className={className} loading={loading} decoding="async" />
    );
  return null;
}
