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
import { useAsync, type AsyncState } from "../../hooks/use-async";

const registryUrl = (file: string) => withPrefix(`/${REGISTRY_DIR}/${file}`);

async function fetchIndex(): Promise<readonly RegistryEntry[]> {
  const data = (await getBuiltJson(registryUrl(INDEX_FILE))) as { profesores?: unknown } | null;
  if (!Array.isArray(data?.profesores)) throw new Error("registry without a list of teachers");
  return data.profesores as RegistryEntry[];
}

// The whole registry: the HTML's first rows, then the rest (/registro/indice.json), fetched once
// when a search, the 'Mostrar más' toggle or the map first needs it.
export function useFullRegistry(preview: readonly RegistryEntry[], total: number) {
  const complete = preview.length >= total;
  const [wanted, setWanted] = React.useState(false);
  const { state, retry } = useAsync(wanted && !complete ? fetchIndex : null, [wanted], "idle");
  const failed = React.useRef(false);
  failed.current = state.status === "error";
  // Stable: the map and the table keep their props across keystrokes.
  const load = React.useCallback(() => (failed.current ? retry() : setWanted(true)), [retry]);
  return {
    status: complete ? "success" : state.status,
    teachers: state.status === "success" ? state.data : preview,
    load,
  };
}

export type DetailsState = AsyncState<RegistryDetails | null>;

/** The modal's details, fetched by file of 100 teachers when a teacher is opened or hovered. */
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
        if (typeof data !== "object" || data === null) throw new Error("fichas ilegibles");
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
      if (file === "error") return { status: "error", error: file };
      return { status: "success", data: file[String(order)] ?? null };
    },
    [files],
  );

  return { prefetch, get };
}
