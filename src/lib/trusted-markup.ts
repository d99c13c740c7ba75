// What the site's Trusted Types policies let through (src/components/layout/trusted-types.ts),
// as pure checks: no window here, so unit tests read the same rules the browser runs.

/** React DOM 18 makes a script element (a page's JSON-LD in its Head) from this constant. */
export const REACT_SCRIPT_MARKUP = "<script></script>";

/**
 * HTML the `default` policy lets through: text with no `<`, which no HTML parser turns into an
 * element whatever the context (a page's title, an empty string, the JSON-LD that Gatsby's Head
 * copies: safeJson escapes `<`), or markup a library is known to write (`known`: React's
 * constant, and Leaflet's once the map's code has registered them).
 */
export const isAllowedHTML = (value: string, known: ReadonlySet<string>): boolean =>
  !value.includes("<") || known.has(value);

/**
 * Script text the `default` policy lets through: JSON only (the JSON-LD that Gatsby's Head puts
 * in the document's head), which runs nothing even where a browser would execute it.
 */
export function isAllowedScriptText(value: string): boolean {
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}
