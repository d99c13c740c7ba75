/**
 * The school API's paths and one typed fetch helper, shared by the build and the browser.
 * Public calls need no token; authenticated ones send the raw token as `Authorization`.
 */
export const paths = {
  eventos: "/api/eventos/profesor/13",
  evento: (id: string | number) => `/api/eventos/${encodeURIComponent(String(id))}`,
  planes: "/api/profesores/public/planes",
  diplomado: "/api/profesores/public/diplomado",
  imagen: (fileName: string) =>
    `/api/profesores/public/imagen?fileName=${encodeURIComponent(fileName)}`,
  loginEstudiante: "/api/estudiantes/login",
  loginProfesor: "/api/profesores/login",
  perfilEstudiante: "/api/estudiantes",
  perfilProfesor: "/api/profesores",
  registrarEstudiante: "/api/estudiantes/registrar",
  registrarProfesor: "/api/profesores/registrar",
  passwordForgot: "/api/estudiantes/password_forgot",
  enlaceSuscripcion: (planId: string | number, incluirSuplemento: boolean) =>
    `/api/stripe/generarEnlaceSuscripcion/${encodeURIComponent(String(planId))}?incluirSuplemento=${incluirSuplemento}`,
  successSubscription: (query: Record<string, string>) =>
    `/api/stripe/success-subscription?${new URLSearchParams(query).toString()}`,
  confirmer: (token: string) => `/api/estudiantes/confirmer/${encodeURIComponent(token)}`,
} as const;

export class ApiError extends Error {
  constructor(
    message: string,
    readonly url: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export interface RequestOptions {
  method?: "GET" | "POST";
  token?: string | null;
  json?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Performs one call against `base`; throws ApiError on network failure, never on status. */
export async function apiFetch(
  base: string,
  path: string,
  options: RequestOptions = {},
): Promise<Response> {
  const url = `${base}${path}`;
  const headers: Record<string, string> = {
    Accept: "application/json, text/plain, */*",
    ...options.headers,
  };
  if (options.token) headers.Authorization = options.token;
  if (options.json !== undefined) headers["Content-Type"] = "application/json";
  try {
    return await fetch(url, {
      method: options.method ?? (options.json !== undefined ? "POST" : "GET"),
      headers,
      body: options.json !== undefined ? JSON.stringify(options.json) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    throw new ApiError(error instanceof Error ? error.message : String(error), url, null);
  }
}

/** The body as JSON, or undefined when it is not readable JSON. */
export async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}
