import type { Reporter } from "gatsby";
import { API_URL } from "../config";

/**
 * The API base URL, required: without it a build would have nothing true to publish, and the
 * sample data of the stand-in API must never reach production.
 */
export function apiBaseUrl(reporter: Reporter): string {
  if (!API_URL) {
    reporter.panic(
      "[iky] GATSBY_API_URL no está definida. Indica la URL de la API de la escuela " +
        "(p. ej. GATSBY_API_URL=https://api.ikyyoga.com npm run build), o usa `npm start` " +
        "para compilar contra la API de prueba local. / GATSBY_API_URL is not set.",
    );
  }
  if (!/^https?:\/\//.test(API_URL)) {
    reporter.panic(
      `[iky] GATSBY_API_URL debe empezar por http:// o https:// (valor: "${API_URL}").`,
    );
  }
  return API_URL;
}

export const onPreInit = ({ reporter }: { reporter: Reporter }) => {
  apiBaseUrl(reporter);
};
