import { API_ROUTES as R, SCHOOL_TEACHER_ID, apiPath } from "./routes";

/** The school API's paths, apart from the client: a page naming an image need not carry it. */
export const paths = {
  ...R,
  eventos: apiPath(R.eventos, { idProfesor: SCHOOL_TEACHER_ID }),
  evento: (id: string | number) => apiPath(R.evento, { idEvento: id }),
  imagen: (fileName: string) => `${R.imagen}?fileName=${encodeURIComponent(fileName)}`,
  enlaceSuscripcion: (planId: string | number, incluirSuplemento: boolean) =>
    `${apiPath(R.enlaceSuscripcion, { planId })}?incluirSuplemento=${incluirSuplemento}`,
  successSubscription: (query: Record<string, string>) =>
    `${R.successSubscription}?${new URLSearchParams(query).toString()}`,
  confirmer: (token: string) => apiPath(R.confirmer, { token }),
} as const;
