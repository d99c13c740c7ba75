import { API_ROUTES as R, SCHOOL_TEACHER_ID, apiPath } from "./routes";

/**
 * The school API's paths (from routes.ts, the list the stand-in reads too), on their own: a page
 * that only names an image's URL (event-view.ts) does not carry the fetch helper (./client.ts).
 */
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
