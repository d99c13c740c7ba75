// The `next` parameter of /login/: only a path on this site, never another origin (an open
// redirect would send a visitor anywhere after they trust our page with their password).
import { parseUrl } from "./web-url";

const BASE = "https://iky.invalid";

/** The same-origin path of `raw` ('/events/41/?a=1#x'), or null when it is not one. */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2_000) return null;
  // One leading slash, then not a second one or a backslash ('//evil.com', '/\evil.com' are
  // read by browsers as another host). Backslashes and control characters anywhere are
  // refused: URL parsers turn '\' into '/' and drop tabs and newlines ('/\t/evil.com').
  if (!raw.startsWith("/") || raw.startsWith("//")) return null;
  if (raw.includes("\\") || [...raw].some((c) => c.charCodeAt(0) < 0x20 || c === "\u007f")) {
    return null;
  }
  const url = parseUrl(raw, BASE);
  // Back to the login page itself (in either language) would only show the form again.
  if (url?.origin !== BASE || /^(\/en)?\/login(-subscription)?\/?$/.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** '/login/?next=%2Fevents%2F41%2F': the login page that brings the visitor back to `path`. */
export const loginHref = (path: string) => `/login/?next=${encodeURIComponent(path)}`;
