import * as React from "react";
import type { ImageView } from "./event-view";
import { Picture } from "../layout/Picture";
import * as picture from "../layout/Picture.module.css";

// A build-processed image, or an API image (newer events) no build has checked: dropped when it
// fails, so the frame's fallback shows instead of a broken image.
export function EventImage({
  view,
  alt = "",
  className,
  loading = "lazy",
  sizes,
}: {
  view: ImageView;
  alt?: string;
  className?: string;
  loading?: "lazy" | "eager";
  sizes?: string;
}) {
  const [failed, setFailed] = React.useState(false);
  if (view.image)
    return (
      <Picture
        image={view.image}
        alt={alt}
        className={className}
        loading={loading}
        priority={loading === "eager"}
        sizes={sizes}
      />
    );
  if (!view.src || failed) return null;
  return (
    <img
      src={view.src}
      alt={alt}
      className={`${picture.img} ${className ?? ""}`}
      loading={loading}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
