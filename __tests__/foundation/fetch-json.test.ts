/**
 * @jest-environment node
 */
import { FetchJsonError, fetchJson } from "../../src/node/fetch-json";

const respond = (status: number, body: string) =>
  Promise.resolve(new Response(body, { status, headers: { "Content-Type": "application/json" } }));

describe("fetchJson (build-time API reads)", () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("retries 5xx with backoff and returns the later good answer", async () => {
    const fetchMock = jest
      .fn()
      .mockImplementationOnce(() => respond(503, "busy"))
      .mockImplementationOnce(() => Promise.reject(new TypeError("fetch failed")))
      .mockImplementationOnce(() => respond(200, "[1,2]"));
    global.fetch = fetchMock as unknown as typeof fetch;
    const retries: number[] = [];
    await expect(
      fetchJson("http://api/x", { retries: 3, baseDelayMs: 1, onRetry: (n) => retries.push(n) }),
    ).resolves.toEqual([1, 2]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(retries).toEqual([1, 2]);
  });

  it("fails with the URL and status after the last retry", async () => {
    global.fetch = jest.fn(() => respond(500, "boom")) as unknown as typeof fetch;
    const error = await fetchJson("http://api/eventos", { retries: 2, baseDelayMs: 1 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(FetchJsonError);
    expect((error as FetchJsonError).status).toBe(500);
    expect((error as FetchJsonError).message).toContain("http://api/eventos");
    expect(global.fetch).toHaveBeenCalledTimes(3);
  });

  it("does not retry a 404, and refuses a body that is not JSON", async () => {
    global.fetch = jest.fn(() => respond(404, "no")) as unknown as typeof fetch;
    await expect(fetchJson("http://api/x", { retries: 3, baseDelayMs: 1 })).rejects.toMatchObject({
      status: 404,
    });
    expect(global.fetch).toHaveBeenCalledTimes(1);
    global.fetch = jest.fn(() => respond(200, "<html>")) as unknown as typeof fetch;
    await expect(fetchJson("http://api/x", { retries: 0 })).rejects.toThrow(/not valid JSON/);
  });
});
