import { apiFetch, paths, readJson } from "../school-api/client";
import { normaliseEvento } from "../school-api/normalize";
import type { Evento } from "../school-api/types";
import { API_URL } from "../config";
import { useAsync } from "./use-async";

export type ApiEventState =
  | { status: "loading" }
  | { status: "ok"; evento: Evento }
  | { status: "not-found" }
  | { status: "error" };

async function loadEvento(id: string, signal: AbortSignal): Promise<Evento | null> {
  const response = await apiFetch(API_URL, paths.evento(id), { signal });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET ${paths.evento(id)}: ${response.status}`);
  const evento = normaliseEvento(await readJson(response));
  return typeof evento === "string" ? null : evento;
}

/** Loads one event from the API in the browser: for events created after the last build. */
export function useApiEvent(id: string | undefined): [ApiEventState, () => void] {
  const valid = id !== undefined && /^\d+$/.test(id);
  const { state, retry } = useAsync(valid ? (signal) => loadEvento(id, signal) : null, [id]);
  if (!valid) return [{ status: "not-found" }, retry];
  switch (state.status) {
    case "success":
      return [state.data ? { status: "ok", evento: state.data } : { status: "not-found" }, retry];
    case "error":
      return [{ status: "error" }, retry];
    default:
      return [{ status: "loading" }, retry];
  }
}
