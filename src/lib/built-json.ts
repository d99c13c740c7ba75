/** A JSON file each build rewrites under one name: revalidated, never cached; fails on an error. */
export async function getBuiltJson(url: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { cache: "no-cache", signal });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}
