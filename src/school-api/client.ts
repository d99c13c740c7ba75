import { paths } from "./routes";

/** The school API's calls; signed-in ones send the raw token as `Authorization`. */
export { paths };

export interface RequestOptions {
  token?: string | null;
  json?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Performs one call against `base`; rejects on network failure, never on status. */
export async function apiFetch(
  base: string,
  path: string,
  options: RequestOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: "application/json, text/plain, */*",
    ...options.headers,
  };
  if (options.token) headers.Authorization = options.token;
  if (options.json !== undefined) headers["Content-Type"] = "application/json";
  return fetch(`${base}${path}`, {
    method: options.json !== undefined ? "POST" : "GET",
    headers,
    body: options.json !== undefined ? JSON.stringify(options.json) : undefined,
    signal: options.signal,
  });
}

/** The body as JSON, or undefined when it is not readable JSON (an empty body included). */
export const readJson = (response: Response): Promise<unknown> =>
  response.json().catch(() => undefined);

/*
 * Browser calls of the accounts and subscriptions (docs/api-contract.md §3 and §4): each resolves
 * with the raw Response, and callers decide what a status means.
 */
export const postLogin = (
  base: string,
  role: "estudiante" | "profesor",
  body: { mail: string; password: string },
) =>
  apiFetch(base, role === "estudiante" ? paths.loginEstudiante : paths.loginProfesor, {
    json: body,
  });

export const getProfile = (base: string, role: "estudiante" | "profesor", token: string) =>
  apiFetch(base, role === "estudiante" ? paths.perfilEstudiante : paths.perfilProfesor, { token });

export const postRegistrarEstudiante = (base: string, body: Record<string, string>) =>
  apiFetch(base, paths.registrarEstudiante, { json: body });

/** The code goes twice, in the body and in the `codigoInscripcion` header (docs/product.md §6). */
export const postRegistrarProfesor = (
  base: string,
  body: Record<string, string> & { codigoInscripcion: string },
) =>
  apiFetch(base, paths.registrarProfesor, {
    json: body,
    headers: { codigoInscripcion: body.codigoInscripcion },
  });

/** The reason a refusal's body (a registration's 409, a bad token's 400) gives as text, if any. */
export async function responseReason(response: Pick<Response, "text">): Promise<string | null> {
  const text = await response.text().catch(() => null);
  if (text === null) return null;
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // Plain text, or an HTML error page whose markup is no reason to show anyone.
    body = /<[a-z!]/i.test(text) ? null : text;
  }
  const fields =
    typeof body === "object" && body !== null ? (body as Record<string, unknown>) : null;
  const keys = ["message", "mensaje", "error", "detail"];
  const candidates = fields ? keys.map((key) => fields[key]) : [body];
  const reason = candidates.find((value) => typeof value === "string" && value.trim() !== "");
  return typeof reason === "string" ? reason.trim().slice(0, 300) : null;
}
