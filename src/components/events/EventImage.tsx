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
    return <ApiImage src={view.src} alt={view.alt} className={className} loading={loading} />;
  return null;
}

/** An API image no build has checked: removed when it fails, so the frame's fallback shows. */
function ApiImage({
  src,
  alt,
  className,
  loading,
}: {
  src: string;
  alt: string;
  className?: string;
  loading: "lazy" | "eager";
}) {
  const [failed, setFailed] = React.useState(false);
  if (failed) return null;
  return (
    <img
      src={src}
      alt={alt}
      className={className}
      loading={loading}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
