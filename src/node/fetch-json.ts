/**
 * Fetches one API list at build time. Network failures, time-outs, 429 and 5xx are retried
 * with exponential backoff; after the last try the caller fails the build with the URL and
 * status, because a swallowed outage would make Gatsby delete every event and publish an
 * empty site.
 */
export interface FetchJsonOptions {
  retries?: number;
  baseDelayMs?: number;
  timeoutMs?: number;
  onRetry?: (attempt: number, reason: string) => void;
}

export class FetchJsonError extends Error {
  constructor(
    readonly url: string,
    readonly status: number | null,
    readonly reason: string,
  ) {
    super(`${url} → ${status ?? "sin respuesta"}: ${reason}`);
    this.name = "FetchJsonError";
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const retryable = (status: number) => status === 429 || status >= 500;

export async function fetchJson(url: string, options: FetchJsonOptions = {}): Promise<unknown> {
  const retries = options.retries ?? Number(process.env.IKY_FETCH_RETRIES ?? 3);
  const baseDelayMs = options.baseDelayMs ?? Number(process.env.IKY_FETCH_BACKOFF_MS ?? 500);
  const timeoutMs = options.timeoutMs ?? 30_000;
  let last: FetchJsonError | null = null;
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) {
      options.onRetry?.(attempt, last?.message ?? "");
      await sleep(baseDelayMs * 2 ** (attempt - 1));
    }
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { Accept: "application/json" },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      last = new FetchJsonError(url, null, error instanceof Error ? error.message : String(error));
      continue;
    }
    if (!response.ok) {
      last = new FetchJsonError(url, response.status, response.statusText || "error");
      if (retryable(response.status)) continue;
      throw last;
    }
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new FetchJsonError(
        url,
        response.status,
        `la respuesta no es JSON: ${text.slice(0, 80)}`,
      );
    }
  }
  throw last ?? new FetchJsonError(url, null, "sin respuesta");
}
