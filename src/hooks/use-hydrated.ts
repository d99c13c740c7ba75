import * as React from "react";

/** False in the prebuilt HTML and in the render that hydrates it, true once React owns the page. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = React.useState(false);
  React.useEffect(() => setHydrated(true), []);
  return hydrated;
}
