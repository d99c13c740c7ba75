// Build-time reads of the school API with a deadline and a size cap, so a slow, endless or huge
// answer fails naming its URL; network failures, time-outs, 429 and 5xx are retried.
export interface FetchOptions {
  retries?: number;
  baseDelayMs?: number;
  /** Deadline of one attempt, from the request to the last byte of the body. */
  timeoutMs?: number;
  /** Largest body accepted, in bytes. */
  maxBytes?: number;
  headers?: Record<string, string>;
  onRetry?: (attempt: number, reason: string) => void;
}

export class FetchJsonError extends Error {
  constructor(
    readonly url: string,
    readonly status: number | null,
    readonly reason: string,
    /** Worth another try (network, time-out, 429, 5xx); a 404 or a bad body is not. */
    readonly retryable = false,
  ) {
    super(`${url} → ${status ?? "no answer"}: ${reason}`);
    this.name = "FetchJsonError";
  }
}

/** A setting from the environment when it is a number of at least `min`, else `fallback`. */
export const envNumber = (name: string, fallback: number, min = 0) => {
  const value = Number(process.env[name]);
  return process.env[name] !== undefined && Number.isFinite(value) && value >= min
    ? value
    : fallback;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const retryableStatus = (status: number) => status === 429 || status >= 500;
export const formatBytes = (n: number) =>
  n >= 1024 * 1024 ? `${(n / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(n / 1024)} KB`;

/** One request. The body is read up to `maxBytes`; the signal bounds headers and body together. */
async function attempt(
  url: string,
  timeoutMs: number,
  maxBytes: number,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Headers; body: Buffer }> {
  const signal = AbortSignal.timeout(timeoutMs);
  let status: number | null = null;
  const fail = (reason: string, retryable = false) =>
    new FetchJsonError(url, status, reason, retryable);
  try {
    const response = await fetch(url, { headers, signal });
    status = response.status;
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      if (status !== 304) throw fail(response.statusText || "error", retryableStatus(status));
      return { status, headers: response.headers, body: Buffer.alloc(0) };
    }
    const tooLarge = `the answer exceeds the limit of ${formatBytes(maxBytes)}`;
    const declared = Number(response.headers.get("content-length"));
    if (Number.isFinite(declared) && declared > maxBytes) {
      await response.body?.cancel().catch(() => {});
      throw fail(tooLarge);
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    // Leaving the loop early (the throw) cancels the stream.
    for await (const chunk of response.body ?? []) {
      size += chunk.byteLength;
      if (size > maxBytes) throw fail(tooLarge);
      chunks.push(chunk);
    }
    return { status, headers: response.headers, body: Buffer.concat(chunks, size) };
  } catch (error) {
    if (error instanceof FetchJsonError) throw error;
    if (signal.aborted)
      throw fail(`no complete answer within ${timeoutMs / 1000} s (time-out)`, true);
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
    const message = error instanceof Error ? error.message : String(error);
    throw fail(cause ? `${message} (${cause.message})` : message, true);
  }
}

/** One GET with deadline, size cap and retries (options, else IKY_FETCH_*): 2xx or 304. */
export async function fetchBytes(url: string, options: FetchOptions = {}) {
  const retries = options.retries ?? envNumber("IKY_FETCH_RETRIES", 3);
  const baseDelayMs = options.baseDelayMs ?? envNumber("IKY_FETCH_BACKOFF_MS", 500);
  const timeoutMs = options.timeoutMs ?? envNumber("IKY_FETCH_TIMEOUT_MS", 30_000);
  const maxBytes = options.maxBytes ?? envNumber("IKY_FETCH_MAX_BYTES", 64 * 1024 * 1024);
  for (let n = 0; ; n++) {
    try {
      return await attempt(url, timeoutMs, maxBytes, options.headers ?? {});
    } catch (error) {
      const failure = error as FetchJsonError;
      if (!failure.retryable || n >= retries) throw failure;
      options.onRetry?.(n + 1, failure.message);
      await sleep(baseDelayMs * 2 ** n);
    }
  }
}

/** A short, readable sample of what an answer held, for error messages. */
export function preview(text: string, max = 120) {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}

export async function fetchJson(url: string, options: FetchOptions = {}): Promise<unknown> {
  const { status, body } = await fetchBytes(url, {
    ...options,
    headers: { Accept: "application/json", ...options.headers },
  });
  const text = body.toString("utf8");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new FetchJsonError(
      url,
      status,
      `the answer is not valid JSON (${formatBytes(body.length)}): ${preview(text, 80)}`,
    );
  }
}

/** What a parsed JSON answer is, in words, for "expected a list, got …" messages. */
export function describeJson(value: unknown): string {
  const kind =
    value === null
      ? "null"
      : Array.isArray(value)
        ? "a list"
        : typeof value === "object"
          ? "an object"
          : `a ${typeof value}`;
  return `${kind}: ${preview(JSON.stringify(value))}`;
}
