/**
 * The school API's routes (docs/api-contract.md), `:name` marking a parameter: the one list the
 * site (`paths`) and the stand-in API read. Dependency-free, so plain Node can load it.
 */

/** The school's own teacher account, whose events the site lists. */
export const SCHOOL_TEACHER_ID = 13;

export const API_ROUTES = {
  eventos: "/api/eventos/profesor/:idProfesor",
  evento: "/api/eventos/:idEvento",
  planes: "/api/profesores/public/planes",
  diplomado: "/api/profesores/public/diplomado",
  /** `?fileName=` */
  imagen: "/api/profesores/public/imagen",
  loginEstudiante: "/api/estudiantes/login",
  loginProfesor: "/api/profesores/login",
  perfilEstudiante: "/api/estudiantes",
  perfilProfesor: "/api/profesores",
  registrarEstudiante: "/api/estudiantes/registrar",
  registrarProfesor: "/api/profesores/registrar",
  passwordForgot: "/api/estudiantes/password_forgot",
  /** `?incluirSuplemento=` */
  enlaceSuscripcion: "/api/stripe/generarEnlaceSuscripcion/:planId",
  /** `?session_id=` */
  successSubscription: "/api/stripe/success-subscription",
  confirmer: "/api/estudiantes/confirmer/:token",
} as const;

/** A route with its parameters filled in, each URI-encoded. */
export function apiPath(template: string, params: Readonly<Record<string, string | number>> = {}) {
  return template.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing the parameter "${name}" of ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** The pattern that matches a route's path; its groups are the parameters, in order. */
export function routePattern(template: string): RegExp {
  const body = template
    .split(/(:\w+)/)
    .map((part) => (part.startsWith(":") ? "([^/]*)" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${body}$`);
}

/** The school API's paths, apart from the client: a page naming an image need not carry it. */
export const paths = {
  ...API_ROUTES,
  eventos: apiPath(API_ROUTES.eventos, { idProfesor: SCHOOL_TEACHER_ID }),
  evento: (id: string | number) => apiPath(API_ROUTES.evento, { idEvento: id }),
  imagen: (fileName: string) => `${API_ROUTES.imagen}?fileName=${encodeURIComponent(fileName)}`,
  enlaceSuscripcion: (planId: string | number, incluirSuplemento: boolean) =>
    `${apiPath(API_ROUTES.enlaceSuscripcion, { planId })}?incluirSuplemento=${incluirSuplemento}`,
  successSubscription: (query: Record<string, string>) =>
    `${API_ROUTES.successSubscription}?${new URLSearchParams(query).toString()}`,
  confirmer: (token: string) => apiPath(API_ROUTES.confirmer, { token }),
} as const;
