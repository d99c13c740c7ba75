// What the site's Trusted Types policies let through (src/components/layout/trusted-types.ts).

/** React DOM 18 makes a script element (a page's JSON-LD in its Head) from this constant. */
export const REACT_SCRIPT_MARKUP = "<script></script>";

/**
 * HTML the `default` policy lets through: text with no `<`, which no parser turns into an
 * element (a title, the JSON-LD that Gatsby's Head copies), or markup a library is known to write.
 */
export const isAllowedHTML = (value: string, known: ReadonlySet<string>): boolean =>
  !value.includes("<") || known.has(value);

/** Script text the `default` policy lets through: JSON only (the Head's JSON-LD). */
export function isAllowedScriptText(value: string): boolean {
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}
