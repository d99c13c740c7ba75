/** An API link the site may print (href, calendar, JSON-LD): an absolute http(s) URL, else null. */
export function webUrl(url: string | null | undefined): string | null {
  if (!url || !/^https?:\/\/[^\s/]/i.test(url) || /\s/.test(url)) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}
