import * as React from "react";
import { withPrefix } from "gatsby";
import {
  INDEX_FILE,
  REGISTRY_DIR,
  detailsFile,
  type RegistryDetails,
  type RegistryEntry,
} from "../../lib/registry-search";
import { getBuiltJson } from "../../lib/built-json";

export type LoadStatus = "idle" | "loading" | "ready" | "error";

const registryUrl = (file: string) => withPrefix(`/${REGISTRY_DIR}/${file}`);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/**
 * The whole registry for search, table and map. The page's HTML carries only the first rows;
 * the rest (/registro/indice.json, written by the build) is fetched the first time something
 * needs it — a search, the 'Mostrar más' toggle, the map nearing the viewport — and once only.
 */
export function useFullRegistry(preview: readonly RegistryEntry[], total: number) {
  const complete = preview.length >= total;
  const [state, setState] = React.useState<{
    status: LoadStatus;
    teachers: readonly RegistryEntry[];
  }>({ status: complete ? "ready" : "idle", teachers: preview });
  const started = React.useRef(complete);

  const load = React.useCallback(() => {
    if (started.current) return;
    started.current = true;
    setState((s) => ({ ...s, status: "loading" }));
    getBuiltJson(registryUrl(INDEX_FILE))
      .then((data) => {
        if (!isObject(data) || !Array.isArray(data.profesores)) {
          throw new Error("registry without a list of teachers");
        }
        setState({ status: "ready", teachers: data.profesores as RegistryEntry[] });
      })
      .catch(() => {
        started.current = false;
        setState((s) => ({ ...s, status: "error" }));
      });
  }, []);

  return { ...state, load };
}

export type DetailsState =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; details: RegistryDetails | null };

/**
 * The modal's details, fetched by file of 100 teachers when a teacher is opened (or hovered,
 * so the photo is usually there when the modal opens).
 */
export function useTeacherDetails() {
  const [files, setFiles] = React.useState<
    Record<string, "loading" | "error" | Record<string, RegistryDetails>>
  >({});
  const requested = React.useRef(new Set<string>());

  const prefetch = React.useCallback((order: number) => {
    const file = detailsFile(order);
    if (requested.current.has(file)) return;
    requested.current.add(file);
    setFiles((f) => ({ ...f, [file]: "loading" }));
    getBuiltJson(registryUrl(file))
      .then((data) => {
        if (!isObject(data)) throw new Error("fichas ilegibles");
        setFiles((f) => ({ ...f, [file]: data as Record<string, RegistryDetails> }));
      })
      .catch(() => {
        requested.current.delete(file);
        setFiles((f) => ({ ...f, [file]: "error" }));
      });
  }, []);

  const get = React.useCallback(
    (order: number): DetailsState => {
      const file = files[detailsFile(order)];
      if (file === undefined || file === "loading") return { status: "loading" };
      if (file === "error") return { status: "error" };
      return { status: "ready", details: file[String(order)] ?? null };
    },
    [files],
  );

  return { prefetch, get };
}
