import * as React from "react";
import {
  EMPTY_QUERY,
  buildIndex,
  filterTeachers,
  isEmptyQuery,
  queryOf,
  searchWithQuery,
  type RegistryEntry,
  type RegistryQuery,
} from "../../lib/registry-search";
import { RegistryMap } from "./RegistryMap";
import { RegistryTable } from "./RegistryTable";
import { useFullRegistry, useTeacherDetails } from "./use-registry-data";
import * as styles from "./Registry.module.css";
import { Button } from "../ui/Button";
import { useLocale, useMessages } from "../../i18n/LocaleContext";
import { apiLang } from "../../i18n/api-lang";
import { fill } from "../../i18n/message";

// The record's dialog (with the certification decoder) is fetched when a teacher is first
// opened: most visitors only search, and /ripey's first-load JavaScript stays in budget.
const TeacherModal = React.lazy(() =>
  import("./TeacherModal").then((module) => ({ default: module.TeacherModal })),
);

export interface RegistryProps {
  /** The first rows, prebuilt into the page's HTML. */
  preview: readonly RegistryEntry[];
  /** How many teachers the registry holds. */
  total: number;
  paises?: readonly { pais: string; total: number }[];
}

/** The search boxes, in their order (labels, hints and placeholders: `registry.fields`). */
const FIELDS: readonly (keyof RegistryQuery)[] = ["nombre", "lugar", "codigo"];

/** The public registry of graduated teachers (RIPEY): search, table, map and each record. */
export function Registry({ preview, total, paises = [] }: RegistryProps) {
  const t = useMessages();
  const { locale, intl } = useLocale();
  const form = React.useRef<HTMLFormElement>(null);
  const [query, setQueryState] = React.useState<RegistryQuery>(EMPTY_QUERY);
  // Mirrored in the URL so a result can be shared, with replaceState: typing piles up no history,
  // nor goes through Gatsby's router, which would scroll to the top on every keystroke.
  const setQuery = React.useCallback((next: RegistryQuery) => {
    setQueryState(next);
    const { pathname, search, hash } = window.location;
    const nextSearch = searchWithQuery(search, next);
    if (nextSearch !== search) {
      window.history.replaceState(window.history.state, "", `${pathname}${nextSearch}${hash}`);
    }
  }, []);
  // Read after mount; what was typed into the prebuilt boxes before React took over wins.
  React.useEffect(() => {
    const typed = form.current && queryOf(new FormData(form.current));
    const fromUrl = queryOf(new URLSearchParams(window.location.search));
    if (typed && !isEmptyQuery(typed)) setQuery(typed);
    else if (!isEmptyQuery(fromUrl)) setQueryState(fromUrl);
  }, [setQuery]);
  const { status, teachers, load } = useFullRegistry(preview, total);
  const { prefetch, get } = useTeacherDetails();
  const [openOrder, setOpenOrder] = React.useState<number | null>(null);

  const index = React.useMemo(() => buildIndex(teachers), [teachers]);
  const results = React.useMemo(() => filterTeachers(index, query), [index, query]);
  // The table and the map follow a keystroke in a render of their own, after the field and the
  // summary have painted: typing stays answered at once on a slow phone (React 18's deferral).
  const shown = React.useDeferredValue(results);

  const searching = !isEmptyQuery(query);
  const complete = status === "success";
  React.useEffect(() => {
    if (searching) load();
  }, [searching, load]);

  // An opened record's details are fetched if hovering has not fetched them yet.
  React.useEffect(() => {
    if (openOrder !== null) prefetch(openOrder);
  }, [openOrder, prefetch]);
  const teacher = teachers.find((t) => t.order === openOrder) ?? null;
  // Mounted from the first opening on and kept, so closing returns the focus to the opener.
  const [modalWanted, setModalWanted] = React.useState(false);
  if (teacher && !modalWanted) setModalWanted(true);

  const set = (key: keyof RegistryQuery, value: string) => setQuery({ ...query, [key]: value });

  let summary: string;
  if (searching && !complete) summary = t.registry.searching;
  else if (searching && results.length === 0) summary = t.registry.noResults;
  else if (searching) summary = fill(t.registry.matches, { n: results.length }, intl);
  else if (paises.length > 1)
    summary = fill(t.registry.totalIn, { n: total, countries: paises.length }, intl);
  else summary = fill(t.registry.total, { n: total }, intl);
  const empty = searching && complete && results.length === 0;

  return (
    <div className={styles.registry}>
      <form
        ref={form}
        role="search"
        aria-label={t.registry.searchLabel}
        className={styles.search}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className={styles.fields}>
          {FIELDS.map((key) => {
            const field = t.registry.fields[key];
            return (
              <div className={styles.field} key={key}>
                <label htmlFor={`registro-${key}`} className={styles.label}>
                  {field.label}
                  {field.hint && <span className={styles.hint}> · {field.hint}</span>}
                </label>
                <input
                  id={`registro-${key}`}
                  className={styles.input}
                  type="search"
                  name={key}
                  value={query[key]}
                  placeholder={field.placeholder}
                  autoComplete="off"
                  spellCheck={false}
                  enterKeyHint="search"
                  onFocus={load}
                  onChange={(event) => set(key, event.target.value)}
                />
              </div>
            );
          })}
        </div>
        {paises.length > 1 && (
          <div className={styles.countries} role="group" aria-label={t.registry.byCountry}>
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
                  <span lang={apiLang(locale)}>{p.pais}</span>{" "}
                  <span className={styles.countryCount}>{p.total}</span>
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
          <Button variant="secondary" size="small" onClick={() => setQuery(EMPTY_QUERY)}>
            {t.registry.clear}
          </Button>
        )}
      </div>

      {status === "error" && (
        <div className={styles.loadError} role="alert">
          <p>{t.registry.loadError}</p>
          <Button variant="secondary" size="small" onClick={load}>
            {t.ui.retry}
          </Button>
        </div>
      )}

      {shown.length > 0 && (
        <RegistryTable
          rows={shown}
          total={searching || complete ? shown.length : total}
          loadingMore={!complete}
          onExpand={load}
          onOpen={setOpenOrder}
          onPrefetch={prefetch}
        />
      )}

      <h3 className={styles.mapTitle}>{t.registry.mapTitle}</h3>
      <RegistryMap teachers={shown} onNear={load} onOpen={setOpenOrder} />

      {modalWanted && (
        <React.Suspense fallback={null}>
          <TeacherModal
            teacher={teacher}
            details={openOrder === null ? { status: "loading" } : get(openOrder)}
            onRetry={() => openOrder !== null && prefetch(openOrder)}
            onClose={() => setOpenOrder(null)}
          />
        </React.Suspense>
      )}
    </div>
  );
}
