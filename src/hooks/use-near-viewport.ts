import * as React from "react";

/**
 * True once the element has come within `rootMargin` of the viewport, and from then on; at once
 * without IntersectionObserver, so content is never withheld. `skip` observes nothing.
 */
export function useNearViewport(
  ref: React.RefObject<Element>,
  { rootMargin = "0px", skip = false }: { rootMargin?: string; skip?: boolean } = {},
): boolean {
  const [near, setNear] = React.useState(false);

  React.useEffect(() => {
    const node = ref.current;
    if (near || skip || !node) return undefined;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, rootMargin, near, skip]);

  return near;
}
