// What a page view may tell analytics (docs/privacy.md): the path, never the query, the hash
// (?token=, session_id…) or a token written as the path after /confirm/. Pure; only in the
// analytics chunk, fetched after consent.
import { parseUrl } from "./web-url";

export function analyticsPath(pathOrUrl: string): string {
  const pathname = parseUrl(pathOrUrl, "http://site.invalid")?.pathname ?? "/";
  return /^\/confirm(\/|$)/.test(pathname) ? "/confirm/" : pathname;
}

/** The page URL a page view may carry: the origin and the cleaned path. */
export const analyticsLocation = (origin: string, pathOrUrl: string) =>
  `${origin}${analyticsPath(pathOrUrl)}`;

/** Another site's origin only, or this site's cleaned URL (a reload would leak a session_id). */
export function analyticsReferrer(referrer: string, origin: string): string {
  const url = parseUrl(referrer);
  if (!url) return "";
  return url.origin === origin ? analyticsLocation(origin, url.pathname) : `${url.origin}/`;
}
