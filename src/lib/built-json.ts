/**
 * A JSON file the build writes into the site (the registry's /registro/*.json, the events'
 * summary /eventos/resumen.json). Each build rewrites it under the same name: revalidated, never
 * trusted from the browser's cache. Fails on an error status, so callers can say so.
 */
export async function getBuiltJson(url: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { cache: "no-cache", signal });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}
