/** `text` as a URL (relative to `base` if given), or null when it is not one. */
export function parseUrl(text: string, base?: string): URL | null {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
}

/** An API link the site may print (href, calendar, JSON-LD): an absolute http(s) URL, else null. */
export function webUrl(url: string | null | undefined): string | null {
  if (!url || !/^https?:\/\/[^\s/]/i.test(url) || /\s/.test(url)) return null;
  return parseUrl(url) ? url : null;
}
