import * as React from "react";
import {
  NO_RESULTS,
  buildIndex,
  filterTeachers,
  isEmptyQuery,
  type RegistryEntry,
  type RegistryQuery,
} from "../../lib/registry-search";
import { RegistryMap } from "./RegistryMap";
import { RegistryTable } from "./RegistryTable";
import { useFullRegistry, useTeacherDetails } from "./use-registry-data";
import { useUrlQuery } from "./use-url-query";
import * as styles from "./Registry.module.css";
import { Button } from "../ui/Button";

// The record's dialog (with the certification decoder) is fetched when a teacher is first
// opened: most visitors only search, and /ripey's first-load JavaScript stays in budget.
const TeacherModal = React.lazy(() =>
  import("./TeacherModal").then((module) => ({ default: module.TeacherModal })),
);

export interface CountryCount {
  pais: string;
  total: number;
}

export interface RegistryProps {
  /** The first rows, prebuilt into the page's HTML. */
  preview: readonly RegistryEntry[];
  /** How many teachers the registry holds. */
  total: number;
  paises?: readonly CountryCount[];
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString("es-CO")} ${n === 1 ? one : many}`;

const FIELDS: { key: keyof RegistryQuery; label: string; hint: string; placeholder: string }[] = [
  {
    key: "nombre",
    label: "Nombre y apellido",
    hint: "",
    placeholder: "p. ej. Lucía Restrepo",
  },
  { key: "lugar", label: "Lugar", hint: "Ciudad o país", placeholder: "p. ej. Cali o México" },
  {
    key: "codigo",
    label: "Código de certificación",
    hint: "",
    placeholder: "p. ej. IKY-0101-150309-01",
  },
];

/**
 * The public registry of graduated teachers (RIPEY): search by name, place and code, the table,
 * the map and each teacher's record with the decoded certification code.
 */
export function Registry({ preview, total, paises = [] }: RegistryProps) {
  const form = React.useRef<HTMLFormElement>(null);
  const [query, setQuery] = useUrlQuery(() => {
    const elements = form.current?.elements;
    if (!elements) return null;
    const value = (name: string) => {
      const input = elements.namedItem(name);
      return input instanceof HTMLInputElement ? input.value : "";
    };
    return { nombre: value("nombre"), lugar: value("lugar"), codigo: value("codigo") };
  });
  const registry = useFullRegistry(preview, total);
  const details = useTeacherDetails();
  const [openOrder, setOpenOrder] = React.useState<number | null>(null);

  const index = React.useMemo(() => buildIndex(registry.teachers), [registry.teachers]);
  const results = React.useMemo(() => filterTeachers(index, query), [index, query]);
  const byOrder = React.useMemo(
    () => new Map(registry.teachers.map((t) => [t.order, t])),
    [registry.teachers],
  );

  const searching = !isEmptyQuery(query);
  const complete = registry.status === "ready";
  const { load } = registry;
  React.useEffect(() => {
    if (searching) load();
  }, [searching, load]);

  // Stable, so that a keystroke never re-renders thousands of map markers.
  const { prefetch } = details;
  const open = React.useCallback(
    (order: number) => {
      prefetch(order);
      setOpenOrder(order);
    },
    [prefetch],
  );
  const teacher = openOrder === null ? null : (byOrder.get(openOrder) ?? null);
  // Mounted from the first opening on and kept, so closing returns the focus to the opener.
  const [modalWanted, setModalWanted] = React.useState(false);
  if (teacher && !modalWanted) setModalWanted(true);

  const set = (key: keyof RegistryQuery, value: string) => setQuery({ ...query, [key]: value });

  let summary: string;
  if (searching && !complete) summary = "Buscando en el registro completo…";
  else if (searching && results.length === 0) summary = NO_RESULTS;
  else if (searching)
    summary = `${plural(results.length, "profesor coincide", "profesores coinciden")} con la búsqueda.`;
  else
    summary = `${plural(total, "profesor graduado", "profesores graduados")}${
      paises.length > 1 ? ` en ${paises.length} países` : ""
    }.`;
  const empty = searching && complete && results.length === 0;

  return (
    <div className={styles.registry}>
      <form
        ref={form}
        role="search"
        aria-label="Buscar en el registro de profesores"
        className={styles.search}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className={styles.fields}>
          {FIELDS.map((field) => (
            <div className={styles.field} key={field.key}>
              <label htmlFor={`registro-${field.key}`} className={styles.label}>
                {field.label}
                {field.hint && <span className={styles.hint}> · {field.hint}</span>}
              </label>
              <input
                id={`registro-${field.key}`}
                className={styles.input}
                type="search"
                name={field.key}
                value={query[field.key]}
                placeholder={field.placeholder}
                autoComplete="off"
                spellCheck={false}
                enterKeyHint="search"
                onFocus={load}
                onChange={(event) => set(field.key, event.target.value)}
              />
            </div>
          ))}
        </div>
        {paises.length > 1 && (
          <div className={styles.countries} role="group" aria-label="Profesores por país">
            {paises.map((p) => {
              const pressed = query.lugar.trim().toLowerCase() === p.pais.toLowerCase();
              return (
                <button
                  key={p.pais}
                  type="button"
                  className={styles.country}
                  aria-pressed={pressed}
                  onClick={() => set("lugar", pressed ? "" : p.pais)}
                >
                  {p.pais} <span className={styles.countryCount}>{p.total}</span>
                </button>
              );
            })}
          </div>
        )}
      </form>

      <div className={styles.summaryBar}>
        <p className={empty ? `${styles.summary} ${styles.empty}` : styles.summary} role="status">
          {summary}
        </p>
        {searching && (
          <Button
            variant="secondary"
            size="small"
            onClick={() => setQuery({ nombre: "", lugar: "", codigo: "" })}
          >
            Borrar la búsqueda
          </Button>
        )}
      </div>

      {registry.status === "error" && (
        <div className={styles.loadError} role="alert">
          <p>
            No se pudo cargar el registro completo: la búsqueda y el mapa solo incluyen a los
            primeros profesores. Revisa tu conexión.
          </p>
          <Button variant="secondary" size="small" onClick={load}>
            Reintentar
          </Button>
        </div>
      )}

      {results.length > 0 && (
        <RegistryTable
          rows={results}
          total={searching || complete ? results.length : total}
          loadingMore={!complete}
          onExpand={load}
          onOpen={open}
          onPrefetch={prefetch}
        />
      )}

      <h3 className={styles.mapTitle}>Mapa de profesores</h3>
      <RegistryMap teachers={results} onNear={load} onOpen={open} />

      {modalWanted && (
        <React.Suspense fallback={null}>
          <TeacherModal
            teacher={teacher}
            details={openOrder === null ? { status: "loading" } : details.get(openOrder)}
            onRetry={() => openOrder !== null && prefetch(openOrder)}
            onClose={() => setOpenOrder(null)}
          />
        </React.Suspense>
      )}
    </div>
  );
}
