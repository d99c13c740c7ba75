/** A Response-shaped object for jsdom, which has no fetch of its own. */
export function fakeResponse(
  status: number,
  body: unknown = "",
  headers: Record<string, string> = {},
): Response {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => lower[name.toLowerCase()] ?? null },
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  } as unknown as Response;
}

/** A fetch mock answering by "METHOD path"; unknown calls are network failures. */
export function routeFetch(routes: Record<string, () => Response>) {
  const mock = jest.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${url}`;
    const answer = routes[key];
    if (!answer) throw new TypeError(`fetch failed: ${key}`);
    return answer();
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}
