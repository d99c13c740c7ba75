import * as React from "react";
import { apiFetch, paths, readJson } from "../school-api/client";
import { normaliseEvento } from "../school-api/normalize";
import type { Evento } from "../school-api/types";
import { API_URL } from "../config";

export type ApiEventState =
  | { status: "loading" }
  | { status: "ok"; evento: Evento }
  | { status: "not-found" }
  | { status: "error" };

/** Loads one event from the API in the browser: for events created after the last build. */
export function useApiEvent(id: string | undefined): [ApiEventState, () => void] {
  const [state, setState] = React.useState<ApiEventState>({ status: "loading" });
  const [attempt, setAttempt] = React.useState(0);

  React.useEffect(() => {
    if (!id || !/^\d+$/.test(id)) {
      setState({ status: "not-found" });
      return undefined;
    }
    const controller = new AbortController();
    setState({ status: "loading" });
    apiFetch(API_URL, paths.evento(id), { signal: controller.signal })
      .then(async (response) => {
        if (response.status === 404) return setState({ status: "not-found" });
        if (!response.ok) return setState({ status: "error" });
        const evento = normaliseEvento(await readJson(response));
        setState(typeof evento === "string" ? { status: "not-found" } : { status: "ok", evento });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: "error" });
      });
    return () => controller.abort();
  }, [id, attempt]);

  return [state, () => setAttempt((n) => n + 1)];
}
