/**
 * A JSON file the build writes into the site, under the same name at each build: revalidated,
 * never trusted from the browser's cache. Fails on an error status.
 */
export async function getBuiltJson(url: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { cache: "no-cache", signal });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}
