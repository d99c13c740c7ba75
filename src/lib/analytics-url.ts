/**
 * What a page view may tell the analytics provider about the page (docs/privacy.md): its path, never
 * the query, the hash, or a token. Pure; apart from src/lib/consent.ts so that this code is
 * only in the analytics chunk, fetched after consent, not in every page's first load.
 */
/**
 * The path a page view may carry: never the query or the hash (the ?token= of /confirm, the
 * session_id and estudiante_id of /success-subscription), and never a confirmation token
 * written as the path after /confirm/.
 */
export function analyticsPath(pathOrUrl: string): string {
  let pathname: string;
  try {
    pathname = new URL(pathOrUrl, "http://site.invalid").pathname;
  } catch {
    return "/";
  }
  return /^\/confirm(\/|$)/.test(pathname) ? "/confirm/" : pathname;
}

/** The page URL a page view may carry: the origin and the cleaned path. */
export const analyticsLocation = (origin: string, pathOrUrl: string) =>
  `${origin}${analyticsPath(pathOrUrl)}`;

/**
 * The referrer a page view may carry: another site's origin only, or this site's cleaned
 * URL (a full reload from /success-subscription?session_id=… would otherwise leak it).
 */
export function analyticsReferrer(referrer: string, origin: string): string {
  if (!referrer) return "";
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return "";
  }
  return url.origin === origin ? analyticsLocation(origin, url.pathname) : `${url.origin}/`;
}
