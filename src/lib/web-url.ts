/**
 * A link from the API (an event's `url`) as an address the site may print in an href, a
 * calendar file or the JSON-LD: only an absolute http(s) URL; anything else (`javascript:`,
 * `data:`, a relative path, text with spaces) is null. Pure.
 */
export function webUrl(url: string | null | undefined): string | null {
  if (!url || !/^https?:\/\/[^\s/]/i.test(url) || /\s/.test(url)) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}
