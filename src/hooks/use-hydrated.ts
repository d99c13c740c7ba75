import * as React from "react";

/**
 * False in the prebuilt HTML and in the render that hydrates it, true once React owns the page.
 * A form's submit stays disabled until then: before its script runs, the browser would send
 * the form itself, its fields in the address (src/components/auth/SubmitButton.tsx).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = React.useState(false);
  React.useEffect(() => setHydrated(true), []);
  return hydrated;
}
