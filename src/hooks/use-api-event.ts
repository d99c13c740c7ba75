import { apiFetch, paths, readJson } from "../school-api/client";
import { normaliseEvento } from "../school-api/normalize";
import type { Evento } from "../school-api/types";
import { API_URL } from "../config";
import { useAsync } from "./use-async";

async function loadEvento(id: string, signal: AbortSignal): Promise<Evento | null> {
  const response = await apiFetch(API_URL, paths.evento(id), { signal });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET ${paths.evento(id)}: ${response.status}`);
  const evento = normaliseEvento(await readJson(response));
  return typeof evento === "string" ? null : evento;
}

/**
 * Loads one event from the API in the browser: for events created after the last build. Its
 * data is null when the API has no such event; idle when the id cannot be one.
 */
export function useApiEvent(id: string | undefined) {
  const valid = id !== undefined && /^\d+$/.test(id);
  // 'loading' until the effect has run, whatever the id: the fallback page is built without one.
  return useAsync(valid ? (signal) => loadEvento(id, signal) : null, [id]);
}
